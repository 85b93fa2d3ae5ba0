import type {
  JobSearchFilters,
  JobSearchRequestInput,
  JobSearchSort,
  JobSearchSuggestion,
} from '@hashi/shared/job-search.schema';
import { JOB_SEARCH_KEYWORD_MAX, JOB_SEARCH_PAGE_MAX } from '@hashi/shared/job-search.schema';
import { REMOTE_OPTIONS, RemoteOption, VISA_SPONSORSHIPS } from '@hashi/shared/jobs-enums';
import { MULTI_SELECT_MAX } from '@hashi/shared/constants';
import { tokyoDate } from '../../../lib/format/date.ts';

/**
 * The whole search lives in the URL's query string, so a link reproduces it and Back steps through
 * earlier searches. Keys are the request's field names; lists are comma-separated; yes/no filters
 * are `true`/`false`. Two exceptions: the "posted within" filter is kept as weeks (`posted_weeks=2`)
 * and turned into a date only when sending, so an old link still means "the last two weeks"; and
 * the defaults (sort popular, page 1) are left out.
 */

/** A yes/no filter in a form: 1 yes, 2 no, null any (a select needs numbers). */
export const Tri = { Yes: 1, No: 2 } as const;
export type TriValue = (typeof Tri)[keyof typeof Tri] | null;

export const LIST_KEYS = [
  'japan_prefecture_id',
  'job_position_id',
  'appeal_points',
  'employment_type_id',
  'industries',
  'featured_it_skills',
  'it_skills',
  'visa_sponsorship',
  'remote_options',
] as const;
export const ID_KEYS = [
  'language_id',
  'language_score_level_id',
  'jlpt_score_level_id',
  'minimum_preferred_annual_income',
  'posted_weeks',
  'foreigner_percent_id',
  'english_usage_percent_id',
] as const;
export const TRI_KEYS = [
  'required_english',
  'required_japanese',
  'remote_work',
  'overseas_application_allowed',
] as const;

type ListKey = (typeof LIST_KEYS)[number];
type IdKey = (typeof ID_KEYS)[number];
type TriKey = (typeof TRI_KEYS)[number];

/**
 * The conditions as the filter form holds them. `company_id` (issue 12: one company's postings, the
 * "Companies hiring now" links) is not a filter of the panel: the page shows it as a chip of its own,
 * and it is no condition of a saved search.
 */
export type SearchConditions = { popular_keywords: string; company_id: number | null } & Record<ListKey, number[]> &
  Record<IdKey, number | null> &
  Record<TriKey, TriValue>;

export type SearchState = { conditions: SearchConditions; sort: JobSearchSort; page: number };

export const POSTED_WEEKS = [1, 2, 3, 4] as const;

function fill<K extends string, V>(keys: readonly K[], make: () => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make()])) as Record<K, V>;
}

export function emptyConditions(): SearchConditions {
  return {
    popular_keywords: '',
    company_id: null,
    ...fill<ListKey, number[]>(LIST_KEYS, () => []),
    ...fill<IdKey, number | null>(ID_KEYS, () => null),
    ...fill<TriKey, TriValue>(TRI_KEYS, () => null),
  };
}

const positiveInt = (raw: string | null, max = 2_147_483_647): number | null => {
  if (raw === null || !/^\d{1,10}$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : null;
};

/** Only values the form can show survive, so the URL never holds a filter the screen hides. */
function allowedIds(key: ListKey): ((n: number) => boolean) | undefined {
  if (key === 'visa_sponsorship') return (n) => (VISA_SPONSORSHIPS as number[]).includes(n);
  if (key === 'remote_options') return (n) => (REMOTE_OPTIONS as number[]).includes(n);
  return undefined;
}

const SOME_REMOTE: number[] = [RemoteOption.Hybrid, RemoteOption.FullyRemoteJapan, RemoteOption.FullyRemoteOverseas];

/**
 * The filters show remote work as one group (issue 13): the work styles and "accepts applications
 * from overseas". An older link's yes/no `remote_work` becomes the work styles it meant (kept to
 * those when some are chosen too), and "only applicants living in Japan", no longer offered, is
 * left out, so the URL never holds a filter the screen hides.
 */
function oneRemoteGroup(conditions: SearchConditions): void {
  const remote = conditions.remote_work;
  if (remote !== null) {
    const meant = remote === Tri.Yes ? SOME_REMOTE : [RemoteOption.OnSite as number];
    const chosen = conditions.remote_options.filter((o) => meant.includes(o));
    conditions.remote_options = chosen.length > 0 ? chosen : meant;
    conditions.remote_work = null;
  }
  if (conditions.overseas_application_allowed === Tri.No) conditions.overseas_application_allowed = null;
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const conditions = emptyConditions();
  conditions.popular_keywords = (params.get('popular_keywords') ?? '').slice(0, JOB_SEARCH_KEYWORD_MAX);
  conditions.company_id = positiveInt(params.get('company_id'));
  for (const key of LIST_KEYS) {
    const ids = (params.get(key) ?? '')
      .split(',')
      .map((part) => positiveInt(part))
      .filter((n): n is number => n !== null)
      .filter(allowedIds(key) ?? (() => true));
    conditions[key] = [...new Set(ids)].slice(0, MULTI_SELECT_MAX);
  }
  for (const key of ID_KEYS) conditions[key] = positiveInt(params.get(key), key === 'posted_weeks' ? 4 : undefined);
  if (conditions.minimum_preferred_annual_income === null) {
    // Yen amounts are large; positiveInt's int4 limit suits ids, so the amount gets its own check.
    const yen = Number(params.get('minimum_preferred_annual_income'));
    conditions.minimum_preferred_annual_income = Number.isInteger(yen) && yen > 0 && yen <= 1e9 ? yen : null;
  }
  for (const key of TRI_KEYS) {
    const raw = params.get(key);
    conditions[key] = raw === 'true' ? Tri.Yes : raw === 'false' ? Tri.No : null;
  }
  oneRemoteGroup(conditions);
  return {
    conditions,
    sort: params.get('sort') === 'newest' ? 'newest' : 'popular',
    page: positiveInt(params.get('page'), JOB_SEARCH_PAGE_MAX) ?? 1,
  };
}

/** The query string of a search: empty values and defaults left out, keys in a fixed order. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const { conditions: c } = state;
  const keyword = c.popular_keywords.trim();
  if (keyword) params.set('popular_keywords', keyword);
  if (c.company_id !== null) params.set('company_id', String(c.company_id));
  for (const key of LIST_KEYS) if (c[key].length) params.set(key, c[key].join(','));
  for (const key of ID_KEYS) if (c[key] !== null) params.set(key, String(c[key]));
  for (const key of TRI_KEYS) if (c[key] !== null) params.set(key, c[key] === Tri.Yes ? 'true' : 'false');
  if (state.sort !== 'popular') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** "Posted within N weeks" as the request's date: that many weeks before today in Japan. */
export function postedSince(weeks: number, now: Date): string {
  return tokyoDate(new Date(now.getTime() - weeks * 7 * 86_400_000));
}

/**
 * The conditions as the API takes them, every empty value removed (spec §3): no blank keyword,
 * no empty list, no null. What a saved search stores.
 */
export function toSearchFilters(conditions: SearchConditions, now: Date): JobSearchFilters {
  const filters: Record<string, unknown> = {};
  const keyword = conditions.popular_keywords.trim();
  if (keyword) filters.popular_keywords = keyword;
  for (const key of LIST_KEYS) if (conditions[key].length) filters[key] = conditions[key];
  for (const key of ID_KEYS) {
    const value = conditions[key];
    if (value === null) continue;
    if (key === 'posted_weeks') filters.posted_time = postedSince(value, now);
    else filters[key] = value;
  }
  for (const key of TRI_KEYS) if (conditions[key] !== null) filters[key] = conditions[key] === Tri.Yes;
  return filters as JobSearchFilters;
}

export function toSearchRequest(state: SearchState, now: Date): JobSearchRequestInput {
  const company = state.conditions.company_id;
  return {
    ...toSearchFilters(state.conditions, now),
    ...(company !== null && { company_id: company }),
    sort: state.sort,
    page: state.page,
  };
}

/** How many filters are set (the phone's "Filters (3)" button); the keyword has its own field. */
export function countFilters(conditions: SearchConditions): number {
  return (
    LIST_KEYS.filter((k) => conditions[k].length > 0).length +
    ID_KEYS.filter((k) => conditions[k] !== null).length +
    TRI_KEYS.filter((k) => conditions[k] !== null).length
  );
}

export const hasConditions = (conditions: SearchConditions) =>
  conditions.popular_keywords.trim() !== '' || conditions.company_id !== null || countFilters(conditions) > 0;

/** The conditions with a filter the keyword named set in place of its word (ADR 0035). */
export function withSuggestion(conditions: SearchConditions, suggestion: JobSearchSuggestion): SearchConditions {
  return {
    ...conditions,
    popular_keywords: suggestion.keyword,
    visa_sponsorship: suggestion.filters.visa_sponsorship ?? conditions.visa_sponsorship,
    remote_options: suggestion.filters.remote_options ?? conditions.remote_options,
  };
}
