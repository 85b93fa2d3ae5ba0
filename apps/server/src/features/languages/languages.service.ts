import type { LanguageSectionRequest } from '@hashi/shared/profile-sections.schema';
import type { Deps } from '../../platform/deps.ts';
import { assertMastersExist } from '../masters/master-refs.ts';
import { replaceCertificates, replaceOtherLanguages } from '../profile/profile-lists.repository.ts';
import { upsertProfile } from '../profile/profile.repository.ts';
import { getProfile } from '../profile/profile.service.ts';

export async function languageSection(deps: Deps, applicantId: number) {
  return { data: (await getProfile(deps, applicantId)).languages };
}

/** The language section saved whole, in one transaction (levels, certificates, other languages). */
export async function saveLanguageSection(deps: Deps, applicantId: number, input: LanguageSectionRequest) {
  await assertMastersExist(deps.db, [
    ['native', 'languages', input.native],
    ['english', 'writing_levels', input.english],
    ['english_comprehension', 'writing_levels', input.english_comprehension],
    ['english_writing', 'writing_levels', input.english_writing],
    ['japanese_language_level', 'writing_levels', input.japanese_language_level],
    ['japanese_experience_id', 'japanese_language_experiences', input.japanese_experience_id],
    ['jlpt', 'jlpt_score_levels', input.jlpt],
    ...input.english_certificates.map(
      (c, i) => [`english_certificates.${i}.certificate_id`, 'language_certificates', c.certificate_id] as const,
    ),
    ...input.other_languages.flatMap((l, i) => [
      [`other_languages.${i}.language_id`, 'languages', l.language_id] as const,
      [`other_languages.${i}.level_id`, 'writing_levels', l.level_id] as const,
    ]),
  ]);
  await deps.db.transaction().execute(async (trx) => {
    await upsertProfile(trx, applicantId, {
      native_language_id: input.native,
      english_level_id: input.english,
      english_comprehension_level_id: input.english_comprehension ?? null,
      english_writing_level_id: input.english_writing ?? null,
      japanese_level_id: input.japanese_language_level,
      japanese_experience_id: input.japanese_experience_id ?? null,
      uses_japanese_at_work: input.uses_japanese_at_work ?? null,
      jlpt_score_level_id: input.jlpt,
    });
    await replaceCertificates(trx, applicantId, input.english_certificates);
    await replaceOtherLanguages(trx, applicantId, input.other_languages);
  });
  return languageSection(deps, applicantId);
}
