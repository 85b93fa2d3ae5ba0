import type { LanguageSectionRequest } from '@hashi/shared/profile-sections.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import type { JapaneseDraft } from './japanese-draft.ts';

/** The Japanese step's answers as saved, or null when the profile has none yet. */
export function savedJapanese(profile: Profile): JapaneseDraft | null {
  const { japanese_language_level, japanese_experience_id, native, english } = profile.languages;
  if (japanese_language_level === null || native === null || english === null) return null;
  return { japanese_language_level, japanese_experience_id, native, english };
}

/**
 * The language answers the wizard does not ask (English comprehension and writing, certificates,
 * other languages), as saved: what goes back with the wizard's own answers, since the section (and
 * the registration payload's languages) replace what is saved.
 */
export function keptLanguageAnswers(languages: Profile['languages']) {
  return {
    english_comprehension: languages.english_comprehension,
    english_writing: languages.english_writing,
    english_certificates: languages.english_certificates.map(({ certificate_id, name, score }) => ({
      certificate_id,
      name,
      score,
    })),
    other_languages: languages.other_languages.map(({ language_id, level_id }) => ({ language_id, level_id })),
  };
}

/**
 * The whole language section for PUT applicant-languages: the wizard's answers, and what it does
 * not ask (the kept answers above, and Japanese at work) sent back as saved, since the section is
 * replaced whole.
 */
export function languageSectionBody(profile: Profile, japanese: JapaneseDraft, jlpt: number): LanguageSectionRequest {
  const languages = profile.languages;
  return {
    native: japanese.native,
    english: japanese.english,
    ...keptLanguageAnswers(languages),
    japanese_language_level: japanese.japanese_language_level,
    japanese_experience_id: japanese.japanese_experience_id,
    uses_japanese_at_work: languages.uses_japanese_at_work,
    jlpt,
  };
}
