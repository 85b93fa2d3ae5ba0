import { randomUUID } from 'node:crypto';
import type { EmployerPostingInput } from '@hashi/shared/employer.schema';
import { POSTING_LANGUAGE_LOCALES, type PostingLanguage } from '@hashi/shared/jobs-enums';
import { V } from '@hashi/shared/validation';
import type { ApplyQuestion } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import type { NewJobPosting } from '../../platform/db/jobs-schema.ts';
import { AppError, type FieldErrors } from '../../platform/errors.ts';
import { assertMastersExist } from '../profile/master-refs.ts';

/** What a posting input writes: the columns an insert and an update have in common. */
export type PostingColumns = Omit<NewJobPosting, 'company_id' | 'id' | 'created_at' | 'updated_at' | 'status'> & {
  posting_language: number;
};

const TEXT_FIELDS = ['title', 'description', 'requirements', 'preferred', 'selection_flow', 'benefits'] as const;

function push(errors: FieldErrors, field: string, key: string) {
  errors[field] = [...(errors[field] ?? []), key];
}

/**
 * Rules a schema cannot state (ADR 0019): the title and description in every language the posting
 * has (and each apply question too), a salary figure unless negotiable and a range in order, a city
 * in one of the posting's prefectures, and reference ids that exist. Throws a 422 with field messages.
 */
export async function assertPostingInput(db: Database, input: EmployerPostingInput): Promise<void> {
  const errors: FieldErrors = {};
  const locales = POSTING_LANGUAGE_LOCALES[input.posting_language as PostingLanguage];
  for (const locale of locales) {
    if (!input[`title_${locale}`]) push(errors, `title_${locale}`, V.required);
    if (!input[`description_${locale}`]) push(errors, `description_${locale}`, V.required);
    input.apply_questions.forEach((q, i) => {
      if (!q[`question_${locale}`]) push(errors, `apply_questions.${i}.question_${locale}`, V.required);
    });
  }
  const questionIds = input.apply_questions.flatMap((q) => (q.id ? [q.id] : []));
  if (new Set(questionIds).size !== questionIds.length) push(errors, 'apply_questions', V.invalidValue);
  if (!input.salary_negotiable && input.salary_min === null) push(errors, 'salary_min', V.required);
  if (input.salary_max !== null && input.salary_max < (input.salary_min ?? 0)) {
    push(errors, 'salary_max', 'employer.salary_order');
  }
  if (Object.keys(errors).length > 0) throw AppError.fields(errors);

  await assertMastersExist(db, [
    ['job_position_id', 'job_positions', input.job_position_id],
    ['employment_type_id', 'employment_types', input.employment_type_id],
    ['prefecture_ids', 'japan_prefectures', input.prefecture_ids],
    ['city_id', 'cities', input.city_id],
    ['appeal_point_ids', 'appeal_points', input.appeal_point_ids],
    ['required_skills', 'skills', input.required_skills.map((s) => s.skill_id)],
    [
      'required_skills',
      'years_of_experience_ranges',
      input.required_skills.flatMap((s) => (s.years_of_experience_range_id ? [s.years_of_experience_range_id] : [])),
    ],
    ['featured_skill_ids', 'skills', input.featured_skill_ids],
    ['required_jlpt_level_id', 'jlpt_score_levels', input.required_jlpt_level_id],
    ['required_english_level_id', 'writing_levels', input.required_english_level_id],
    ['language_ids', 'languages', input.language_ids],
    ['language_score_level_ids', 'language_score_levels', input.language_score_level_ids],
    ['foreigner_percent_id', 'people_percents', input.foreigner_percent_id],
    ['english_usage_percent_id', 'people_percents', input.english_usage_percent_id],
  ]);
  if (input.city_id !== null) {
    const city = await db
      .selectFrom('cities')
      .select('prefecture_id')
      .where('id', '=', input.city_id)
      .executeTakeFirst();
    if (!city || !input.prefecture_ids.includes(city.prefecture_id))
      throw AppError.fields({ city_id: [V.invalidValue] });
  }
}

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The columns a posting input writes. Texts of a language the posting does not have are cleared;
 * `skill_ids` names every skill (required and featured); each score level's language is listed in
 * `language_ids` (the search filters by either, ADR 0013); questions keep their ids, new ones get one.
 */
export async function postingColumns(
  db: Database,
  input: EmployerPostingInput,
  industryIds: number[],
): Promise<PostingColumns> {
  const locales = POSTING_LANGUAGE_LOCALES[input.posting_language as PostingLanguage];
  const texts: Record<string, string | null> = {};
  for (const field of TEXT_FIELDS) {
    for (const locale of ['en', 'ja'] as const) {
      texts[`${field}_${locale}`] = locales.includes(locale) ? input[`${field}_${locale}`] : null;
    }
  }
  const scoreLanguages =
    input.language_score_level_ids.length === 0
      ? []
      : (
          await db
            .selectFrom('language_score_levels')
            .select('language_id')
            .where('id', 'in', input.language_score_level_ids)
            .execute()
        ).map((r) => r.language_id);
  const questions: ApplyQuestion[] = input.apply_questions.map((q) => ({
    id: q.id ?? randomUUID().slice(0, 8),
    question_en: locales.includes('en') ? q.question_en : null,
    question_ja: locales.includes('ja') ? q.question_ja : null,
  }));
  return {
    posting_language: input.posting_language,
    ...texts,
    job_position_id: input.job_position_id,
    employment_type_id: input.employment_type_id,
    prefecture_ids: unique(input.prefecture_ids),
    city_id: input.city_id,
    industry_ids: industryIds,
    appeal_point_ids: unique(input.appeal_point_ids),
    required_skills: JSON.stringify(input.required_skills),
    skill_ids: unique([...input.required_skills.map((s) => s.skill_id), ...input.featured_skill_ids]),
    featured_skill_ids: unique(input.featured_skill_ids),
    required_jlpt_level_id: input.required_jlpt_level_id,
    required_english_level_id: input.required_english_level_id,
    language_ids: unique([...input.language_ids, ...scoreLanguages]),
    language_score_level_ids: unique(input.language_score_level_ids),
    foreigner_percent_id: input.foreigner_percent_id,
    english_usage_percent_id: input.english_usage_percent_id,
    remote_option: input.remote_option,
    visa_sponsorship: input.visa_sponsorship,
    overseas_application_allowed: input.overseas_application_allowed,
    salary_min: input.salary_min,
    salary_max: input.salary_max,
    salary_negotiable: input.salary_negotiable,
    apply_questions: JSON.stringify(questions),
  };
}
