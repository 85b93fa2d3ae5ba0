import { z } from 'zod';
import { bodyPageFields, bodyPageNumber, RECORD_ID_MAX } from './api.schema.ts';
import { labelSchema } from './company.schema.ts';
import { LOCALES, MULTI_SELECT_MAX } from './constants.ts';
import { REMOTE_OPTIONS, SALARY_CURRENCY, VISA_SPONSORSHIPS } from './jobs-enums.ts';
import { dateSchema } from './profile-fields.ts';
import { V } from './validation.ts';

/**
 * The job search (spec §3 job search filters, §7 customer-job-postings; issue 4; ADR 0015).
 *
 * Every filter is optional and every given filter must hold (AND). `null` counts as absent, and so
 * does an empty list, so a saved condition or a URL may keep empty values; the web app removes them
 * before sending anyway (spec §3). Ids are reference-list ids (masters); an id that names nothing
 * simply matches nothing. Lists hold at most 15 ids (spec §9 multi-select), duplicates are dropped.
 * This contract is shared by the web /jobs page and saved searches: change it only additively.
 */

export const JOB_SEARCH_PER_PAGE = 10;
export const JOB_SEARCH_PER_PAGE_MAX = 50;
export const JOB_SEARCH_PAGE_MAX = 1000;
/** Totals are counted up to this many; beyond it the web shows "1,000+" (ARCHITECTURE.md). */
export const JOB_SEARCH_TOTAL_CAP = 1000;
export const JOB_SEARCH_KEYWORD_MAX = 100;
export const JOB_SEARCH_SORTS = ['popular', 'newest'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];
/** Yen; a filter amount above this is refused. */
const SALARY_FILTER_MAX = 1_000_000_000;

const filterId = z
  .number({ error: V.invalidType })
  .int({ error: V.invalidType })
  .min(1, { error: V.invalidValue })
  .max(RECORD_ID_MAX, { error: V.invalidValue });

/** A list of ids, duplicates dropped, at most 15. */
const idList = z
  .array(filterId, { error: V.invalidType })
  .max(MULTI_SELECT_MAX, { error: V.maxItems })
  .transform((ids) => [...new Set(ids)]);

/** One id or a list of them (a single-select field that a filter panel may also send as several): always a list. */
const oneOrMoreIds = z.union([filterId.transform((v) => [v]), idList], { error: V.invalidType });

const codeList = <T extends number>(codes: readonly T[]) =>
  z
    .array(
      z.union(
        codes.map((c) => z.literal(c)),
        { error: V.invalidValue },
      ),
      { error: V.invalidType },
    )
    .max(codes.length, { error: V.maxItems })
    .transform((values) => [...new Set(values)]);

const flag = z.boolean({ error: V.invalidType });
const yen = z
  .number({ error: V.number })
  .int({ error: V.integer })
  .min(0, { error: V.invalidValue })
  .max(SALARY_FILTER_MAX, { error: V.invalidValue });

/**
 * The conditions of a search, without paging and sort: what a saved search stores.
 * Semantics of each field (posting = a published, open job posting):
 */
export const jobSearchConditionsSchema = z
  .object({
    /** Free text, matched in both languages' title, description, requirements, skills and company name: every word (and, for Japanese, every 2-character piece) must occur. NFKC and case-insensitive: ＲＥＡＣＴ finds React. Up to 100 characters. */
    popular_keywords: z
      .string({ error: V.invalidType })
      .trim()
      .max(JOB_SEARCH_KEYWORD_MAX, { error: V.maxChars })
      .nullish(),
    /** Work location: prefecture id(s) 1–47, any of them. 48 ("overseas") matches postings that can be done fully remote from overseas (remote_option 4). One id or a list. */
    japan_prefecture_id: oneOrMoreIds.nullish(),
    /** Job role id(s), any of them. One id or a list. */
    job_position_id: oneOrMoreIds.nullish(),
    /** Appeal point (priority) ids: the posting must have every one of them. */
    appeal_points: idList.nullish(),
    /** Employment type id(s), any of them. One id or a list. */
    employment_type_id: oneOrMoreIds.nullish(),
    /** Industry ids: any of them. */
    industries: idList.nullish(),
    /** Skill ids among the posting's featured (headline) skills: any of them. */
    featured_it_skills: idList.nullish(),
    /** Skill ids among every skill the posting names (required and featured): any of them. */
    it_skills: idList.nullish(),
    /** A language id the posting asks for besides its English/Japanese levels (e.g. Chinese). */
    language_id: filterId.nullish(),
    /** A language certificate level id the posting asks for (e.g. TOEIC 800+). */
    language_score_level_id: filterId.nullish(),
    /** The applicant's JLPT level (1 N1 … 5 N5, 6 none): postings requiring that level or an easier one (required level id ≥ this). */
    jlpt_score_level_id: filterId.nullish(),
    /** Yen a year: postings that can pay at least this (their maximum, or their minimum when no maximum is given). Negotiable postings without figures do not match. */
    minimum_preferred_annual_income: yen.nullish(),
    /** YYYY-MM-DD (the web sends today minus 1–4 weeks): postings published on or after the start of that day, Japan time. */
    posted_time: dateSchema.nullish(),
    /** People-percent band id (1 0–10% … 5 70–100%): postings with at least this rate of foreign employees (band id ≥ this). */
    foreigner_percent_id: filterId.nullish(),
    /** People-percent band id: postings where English is used at work at least this much (band id ≥ this). */
    english_usage_percent_id: filterId.nullish(),
    /** true: postings that require English (a level other than "none"); false: postings that do not. */
    required_english: flag.nullish(),
    /** true: postings that require Japanese (a JLPT level other than "none"); false: postings that do not. */
    required_japanese: flag.nullish(),
    /** true: postings with some remote work (hybrid or fully remote, options 2–4); false: on site only (option 1). */
    remote_work: flag.nullish(),
    // Beyond the spec (issue 4).
    /** Visa sponsorship codes (1 yes, 2 no, 3 case by case): any of them. "Sponsors visas" is [1, 3]. */
    visa_sponsorship: codeList(VISA_SPONSORSHIPS).nullish(),
    /** true: postings that accept applications from overseas; false: postings that do not. */
    overseas_application_allowed: flag.nullish(),
    /** Remote option codes (1 on site, 2 hybrid, 3 fully remote within Japan, 4 fully remote also from overseas): any of them; 3 also matches 4 (remote from overseas is remote within Japan too). */
    remote_options: codeList(REMOTE_OPTIONS).nullish(),
    /** Salary range, yen a year: postings whose range overlaps [salary_min, salary_max]. Negotiable postings without figures do not match. */
    salary_min: yen.nullish(),
    salary_max: yen.nullish(),
    /** Exact JLPT level ids the posting requires (1 N1 … 6 none): any of them. */
    required_jlpt_level_ids: idList.nullish(),
    /** The applicant's English level (writing level id, 1 native … 6 none): postings requiring that level or an easier one. */
    english_level_id: filterId.nullish(),
  })
  .strict();

const salaryOrder = (c: { salary_min?: number | null; salary_max?: number | null }) =>
  c.salary_min == null || c.salary_max == null || c.salary_min <= c.salary_max;

/** The conditions alone (saved searches); salary_min ≤ salary_max. */
export const jobSearchFiltersSchema = jobSearchConditionsSchema.refine(salaryOrder, {
  error: V.invalidValue,
  path: ['salary_max'],
});
export type JobSearchFilters = z.infer<typeof jobSearchConditionsSchema>;

/** POST /api/v1/customer-job-postings/search. */
export const jobSearchRequestSchema = jobSearchConditionsSchema
  .extend({
    /**
     * One company's postings only (issue 12: "Companies hiring now" links to them), with every other
     * condition. A company id that names nothing matches nothing. Not a saved-search condition.
     */
    company_id: filterId.nullish(),
    /** popular (default, spec §9): popularity score, highest first; newest: published_at, latest first. Ties by id, highest first. */
    sort: z.enum(JOB_SEARCH_SORTS, { error: V.invalidValue }).default('popular'),
    /** `page` 1-based (a page beyond the last returns no postings with the same meta); `per_page` 10 by default (spec §9), 1–50. */
    ...bodyPageFields({
      maxPage: JOB_SEARCH_PAGE_MAX,
      perPage: JOB_SEARCH_PER_PAGE,
      maxPerPage: JOB_SEARCH_PER_PAGE_MAX,
    }),
  })
  .refine(salaryOrder, { error: V.invalidValue, path: ['salary_max'] });
export type JobSearchRequest = z.infer<typeof jobSearchRequestSchema>;
export type JobSearchRequestInput = z.input<typeof jobSearchRequestSchema>;

const dateTime = z.iso.datetime({ offset: true });

/** A posting as a search result card; texts in the request's language, else the other one. */
export const jobPostingCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The language `title` is in. */
  content_language: z.enum(LOCALES),
  /** The languages the posting is written in (its posting language), shown on the card. */
  available_languages: z.array(z.enum(LOCALES)),
  company: z.object({ id: z.number().int(), name: z.string(), logo_url: z.string().nullable() }),
  job_position: labelSchema,
  employment_type: labelSchema,
  salary: z.object({
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
    negotiable: z.boolean(),
    currency: z.literal(SALARY_CURRENCY),
  }),
  prefectures: z.array(labelSchema),
  remote_option: z.union(REMOTE_OPTIONS.map((o) => z.literal(o))),
  /** JLPT level (id 6 "None": no Japanese required). */
  required_japanese: labelSchema,
  /** Writing level (id 6 "None": no English required). */
  required_english: labelSchema,
  english_usage_percent: labelSchema.nullable(),
  visa_sponsorship: z.union(VISA_SPONSORSHIPS.map((o) => z.literal(o))),
  overseas_application_allowed: z.boolean(),
  featured_skills: z.array(labelSchema),
  published_at: dateTime,
  /** Always false in search results; true only where a closed posting stays visible (saved, applied). */
  is_closed: z.boolean(),
});
export type JobPostingCard = z.infer<typeof jobPostingCardSchema>;

export const jobSearchMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  /** The number of matches, at most 1000; see total_is_capped. */
  total: z.number().int(),
  /** More than 1000 postings match: show "1,000+"; pages stop at total / per_page. */
  total_is_capped: z.boolean(),
  last_page: z.number().int(),
  /** The company of `company_id`, its name in the request's language; null without it or for an unknown id. */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type JobSearchMeta = z.infer<typeof jobSearchMetaSchema>;

/**
 * A filter that a term of the keyword names ("visa", 「リモート」; ADR 0035): set it, and search
 * with `keyword` (the keyword without the term), to find `total` postings (the other filters kept).
 */
export const jobSearchSuggestionSchema = z.object({
  term: z.string(),
  filters: z.object({
    visa_sponsorship: z.array(z.union(VISA_SPONSORSHIPS.map((o) => z.literal(o)))).optional(),
    remote_options: z.array(z.union(REMOTE_OPTIONS.map((o) => z.literal(o)))).optional(),
  }),
  keyword: z.string(),
  total: z.number().int(),
  total_is_capped: z.boolean(),
});
export type JobSearchSuggestion = z.infer<typeof jobSearchSuggestionSchema>;

export const jobSearchResponseSchema = z.object({
  data: z.array(jobPostingCardSchema),
  meta: jobSearchMetaSchema,
  /** Filters named by the keyword and what each would find; empty when the keyword names none. */
  suggestions: z.array(jobSearchSuggestionSchema),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

/** POST /api/v1/customer-job-postings/my-page: the dashboard's newest postings for the applicant's preferences. */
export const myPageJobsRequestSchema = z.object({ limit: bodyPageNumber(20, 5) }).strict();
export const jobPostingCardListResponseSchema = z.object({ data: z.array(jobPostingCardSchema) });
export type JobPostingCardList = z.infer<typeof jobPostingCardListResponseSchema>;

/** GET /api/v1/customer-job-postings/similar-to-applied?job_posting_id=&limit=: open postings like that one. */
export const similarJobsQuerySchema = z
  .object({
    job_posting_id: z.coerce
      .number({ error: V.invalidType })
      .int({ error: V.invalidType })
      .min(1, { error: V.invalidValue })
      .max(RECORD_ID_MAX, { error: V.invalidValue }),
    limit: z.coerce
      .number({ error: V.invalidType })
      .int({ error: V.invalidType })
      .min(1, { error: V.invalidValue })
      .max(20, { error: V.invalidValue })
      .default(5),
  })
  .strict();
export type SimilarJobsQuery = z.infer<typeof similarJobsQuerySchema>;
