import type { EmployerPosting } from '@hashi/shared/employer.schema';
import { PostingLanguage } from '@hashi/shared/jobs-enums';
import type { EmployerPostingBody } from '../api/postings.ts';

export const POSTING_TEXT_FIELDS = [
  'title',
  'description',
  'requirements',
  'preferred',
  'selection_flow',
  'benefits',
] as const;
export type PostingTextField = (typeof POSTING_TEXT_FIELDS)[number];
type Texts = Record<`${PostingTextField}_${'en' | 'ja'}`, string>;

/**
 * What the posting form edits: the input of the API with empty strings for blank texts and null for
 * an unchosen list item. Validation is the server's (ADR 0019 posting rules); its messages come back
 * under these same field names.
 */
export type PostingFormValues = Texts & {
  posting_language: number;
  job_position_id: number | null;
  employment_type_id: number | null;
  prefecture_ids: number[];
  city_id: number | null;
  appeal_point_ids: number[];
  required_skills: { skill_id: number | null; years_of_experience_range_id: number | null }[];
  featured_skill_ids: number[];
  required_jlpt_level_id: number | null;
  required_english_level_id: number | null;
  language_ids: number[];
  language_score_level_ids: number[];
  foreigner_percent_id: number | null;
  english_usage_percent_id: number | null;
  remote_option: number | null;
  visa_sponsorship: number | null;
  overseas_application_allowed: boolean;
  salary_min: string;
  salary_max: string;
  salary_negotiable: boolean;
  apply_questions: { id?: string; question_en: string; question_ja: string }[];
};

const emptyTexts = () =>
  Object.fromEntries(POSTING_TEXT_FIELDS.flatMap((f) => [`${f}_en`, `${f}_ja`]).map((k) => [k, ''])) as Texts;

/** A new posting: both languages, no Japanese or English required (id 6 "None"), on site. */
export function emptyPostingValues(): PostingFormValues {
  return {
    ...emptyTexts(),
    posting_language: PostingLanguage.Both,
    job_position_id: null,
    employment_type_id: null,
    prefecture_ids: [],
    city_id: null,
    appeal_point_ids: [],
    required_skills: [],
    featured_skill_ids: [],
    required_jlpt_level_id: 6,
    required_english_level_id: 6,
    language_ids: [],
    language_score_level_ids: [],
    foreigner_percent_id: null,
    english_usage_percent_id: null,
    remote_option: null,
    visa_sponsorship: null,
    overseas_application_allowed: false,
    salary_min: '',
    salary_max: '',
    salary_negotiable: false,
    apply_questions: [],
  };
}

export function postingToValues(posting: EmployerPosting): PostingFormValues {
  const texts = emptyTexts();
  for (const key of Object.keys(texts) as (keyof Texts)[]) texts[key] = posting[key] ?? '';
  return {
    ...texts,
    posting_language: posting.posting_language,
    job_position_id: posting.job_position_id,
    employment_type_id: posting.employment_type_id,
    prefecture_ids: posting.prefecture_ids,
    city_id: posting.city_id,
    appeal_point_ids: posting.appeal_point_ids,
    required_skills: posting.required_skills,
    featured_skill_ids: posting.featured_skill_ids,
    required_jlpt_level_id: posting.required_jlpt_level_id,
    required_english_level_id: posting.required_english_level_id,
    language_ids: posting.language_ids,
    language_score_level_ids: posting.language_score_level_ids,
    foreigner_percent_id: posting.foreigner_percent_id,
    english_usage_percent_id: posting.english_usage_percent_id,
    remote_option: posting.remote_option,
    visa_sponsorship: posting.visa_sponsorship,
    overseas_application_allowed: posting.overseas_application_allowed,
    salary_min: posting.salary_min === null ? '' : String(posting.salary_min),
    salary_max: posting.salary_max === null ? '' : String(posting.salary_max),
    salary_negotiable: posting.salary_negotiable,
    apply_questions: posting.apply_questions.map((q) => ({
      id: q.id,
      question_en: q.question_en ?? '',
      question_ja: q.question_ja ?? '',
    })),
  };
}

/** A typed amount: digits (commas and spaces allowed) → a number; blank → null; else sent as typed. */
function amount(text: string): number | string | null {
  const cleaned = text.replace(/[,\s]/g, '');
  if (cleaned === '') return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : cleaned;
}

/**
 * The request body. Unchosen required items stay null so the server names the field; a text that is
 * not a number is sent as it is, for the same reason.
 */
export function valuesToInput(values: PostingFormValues): EmployerPostingBody {
  return {
    ...values,
    salary_min: amount(values.salary_min),
    salary_max: amount(values.salary_max),
    apply_questions: values.apply_questions.map(({ id, question_en, question_ja }) => ({
      ...(id ? { id } : {}),
      question_en,
      question_ja,
    })),
  };
}

/** Every field name the server may report, so each message lands under its field. */
export function postingFieldNames(values: PostingFormValues): string[] {
  const names = Object.keys(values);
  values.apply_questions.forEach((_, i) => {
    names.push(`apply_questions.${i}.question_en`, `apply_questions.${i}.question_ja`);
  });
  values.required_skills.forEach((_, i) => {
    names.push(`required_skills.${i}.skill_id`, `required_skills.${i}.years_of_experience_range_id`);
  });
  return names;
}

const REQUIRED_CHOICES = [
  'job_position_id',
  'employment_type_id',
  'remote_option',
  'visa_sponsorship',
  'required_jlpt_level_id',
  'required_english_level_id',
] as const;

/** The required one-of-a-list fields still unchosen (the server would call them invalid). */
export function missingChoices(values: PostingFormValues): (typeof REQUIRED_CHOICES)[number][] {
  return REQUIRED_CHOICES.filter((field) => values[field] === null);
}
