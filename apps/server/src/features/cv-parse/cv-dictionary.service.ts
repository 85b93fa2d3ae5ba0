import type { Database } from '../../platform/db/database.ts';
import { IT_CERTIFICATES } from '../../platform/db/seeds/it-certificates.ts';
import type { CvDictionary } from './cv-dictionary.ts';
import { loadDictionaryRows } from './cv-parse.repository.ts';

/**
 * The lists change only by migration (like the masters cache), so one load per database serves
 * every parse; the promise is kept so that simultaneous first parses share one load.
 */
const cache = new WeakMap<Database, Promise<CvDictionary>>();

/**
 * Aliases live in the seed (the table keeps them only inside its search text), by fixed id; an
 * alias is one phrase ("Java Silver").
 */
const CERTIFICATE_ALIASES = new Map(IT_CERTIFICATES.map((c) => [c.id, c.aliases ? [c.aliases] : []] as const));

async function load(db: Database): Promise<CvDictionary> {
  const rows = await loadDictionaryRows(db);
  const entry = (r: { id: number; name_en: string; name_ja: string }) => ({ id: r.id, en: r.name_en, ja: r.name_ja });
  return {
    skills: rows.skills.map(entry),
    nationalities: rows.nationalities.map((r) => ({ ...entry(r), code: r.code })),
    languages: rows.languages.map(entry),
    certificates: rows.certificates.map((r) => ({ ...entry(r), aliases: CERTIFICATE_ALIASES.get(r.id) ?? [] })),
  };
}

export function cvDictionary(db: Database): Promise<CvDictionary> {
  let entry = cache.get(db);
  if (!entry) {
    entry = load(db);
    cache.set(db, entry);
    entry.catch(() => cache.delete(db));
  }
  return entry;
}
