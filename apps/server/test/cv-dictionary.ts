import type { CvDictionary } from '../src/features/cv-parse/cv-dictionary.ts';
import { COUNTRIES } from '../src/platform/db/seeds/countries.ts';
import { IT_CERTIFICATES } from '../src/platform/db/seeds/it-certificates.ts';
import { LANGUAGES } from '../src/platform/db/seeds/languages.ts';
import { SKILLS } from '../src/platform/db/seeds/skills.ts';

/** The lists the migrations seed, built from the seeds themselves, for extractor unit tests without a database. */
export function seedDictionary(): CvDictionary {
  return {
    skills: SKILLS.map((s) => ({ id: s.id, en: s.en, ja: s.ja ?? s.en })),
    nationalities: COUNTRIES.filter((c) => c.nationality).map((c) => ({ id: c.id, en: c.en, ja: c.ja, code: c.code })),
    languages: LANGUAGES.map((l) => ({ id: l.id, en: l.en, ja: l.ja })),
    certificates: IT_CERTIFICATES.map((c) => ({
      id: c.id,
      en: c.en,
      ja: c.ja ?? c.en,
      aliases: c.aliases ? [c.aliases] : [],
    })),
  };
}
