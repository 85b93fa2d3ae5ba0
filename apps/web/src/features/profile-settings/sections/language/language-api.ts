import type { languageSectionRequestSchema } from '@hashi/shared/profile-sections.schema';
import type { languageSectionSchema } from '@hashi/shared/profile.schema';
import type { z } from 'zod';
import { saveLanguages } from '../../../profile/api/save-languages.ts';

export type LanguageFormInput = z.input<typeof languageSectionRequestSchema>;
export type LanguageFormOutput = z.output<typeof languageSectionRequestSchema>;
type LanguageSection = z.infer<typeof languageSectionSchema>;

/**
 * A required pick not made yet. The form holds null there (an empty select), which the shared schema
 * answers with "Required."; its input type says number because that is what it accepts.
 */
export const NOT_CHOSEN = null as unknown as number;

/** Saves the whole section (the wizard's call) and gives back the section as saved. */
export async function putLanguageSection(values: LanguageFormOutput): Promise<LanguageSection> {
  return (await saveLanguages(values)).data;
}

/** The form's values from the saved section; a score is edited as text, as it was typed. */
export function toLanguageForm(saved: LanguageSection): LanguageFormInput {
  return {
    native: saved.native ?? NOT_CHOSEN,
    english: saved.english ?? NOT_CHOSEN,
    english_comprehension: saved.english_comprehension,
    english_writing: saved.english_writing,
    japanese_language_level: saved.japanese_language_level ?? NOT_CHOSEN,
    japanese_experience_id: saved.japanese_experience_id,
    uses_japanese_at_work: saved.uses_japanese_at_work,
    jlpt: saved.jlpt ?? NOT_CHOSEN,
    english_certificates: saved.english_certificates.map((c) => ({
      certificate_id: c.certificate_id,
      name: c.name,
      score: String(c.score),
    })),
    other_languages: saved.other_languages.map((l) => ({ language_id: l.language_id, level_id: l.level_id })),
  };
}

const SINGLE_FIELDS = [
  'native',
  'english',
  'english_comprehension',
  'english_writing',
  'japanese_language_level',
  'japanese_experience_id',
  'uses_japanese_at_work',
  'jlpt',
  'english_certificates',
  'other_languages',
] as const;

/** Every field a server message can name, for the entries the form holds now. */
export function languageFieldPaths(values: LanguageFormInput) {
  return [
    ...SINGLE_FIELDS,
    ...(values.english_certificates ?? []).flatMap(
      (_, i) =>
        [
          `english_certificates.${i}.name`,
          `english_certificates.${i}.score`,
          `english_certificates.${i}.certificate_id`,
        ] as const,
    ),
    ...(values.other_languages ?? []).flatMap(
      (_, i) => [`other_languages.${i}.language_id`, `other_languages.${i}.level_id`] as const,
    ),
  ];
}
