import type { Locale } from '@hashi/shared/constants';
import {
  JOB_SEARCH_TOTAL_CAP,
  type JobPostingCardList,
  type JobSearchFilters,
  type JobSearchRequest,
  type JobSearchResponse,
  type JobSearchSuggestion,
  type SimilarJobsQuery,
} from '@hashi/shared/job-search.schema';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { postingCards } from './job-search.cards.ts';
import { filterSuggestions, type SuggestedFilter } from './keyword-synonyms.ts';
import { attributeConditions, filterConditions, OVERSEAS_PREFECTURE_ID } from './repositories/filters.ts';
import {
  findApplicantPreferences,
  findCompanyNames,
  notOfCompaniesExcludedBy,
  searchPostingIds,
} from './job-search.repository.ts';
import { conditionsKey, isKnownBroad, rememberBreadth } from './broad-searches.ts';
import { findSearchPage, type KeywordPlan } from './search-page.ts';
import { similarPostingIds } from './repositories/similar-postings.ts';

/**
 * POST /api/v1/customer-job-postings/search: one page of visible postings matching every filter,
 * in the chosen order, with a total counted up to 1,000 (more shows as "1,000+").
 */
export async function searchJobPostings(
  deps: Deps,
  locale: Locale,
  request: JobSearchRequest,
): Promise<JobSearchResponse> {
  const { sort, page, per_page: perPage } = request;
  const conditions = attributeConditions(request);
  const offset = (page - 1) * perPage;
  const key = conditionsKey(request);
  // Pages end where the capped total ends: beyond 1,000 results, refine the search.
  const { ids, counted, via } = await findSearchPage(
    deps.db,
    {
      conditions,
      keyword: request.popular_keywords,
      sort,
      limit: perPage,
      offset,
      cap: JOB_SEARCH_TOTAL_CAP,
      knownBroad: isKnownBroad(deps.db, key, deps.now().getTime()),
    },
    keywordPlanFor(request),
  );
  // Only a count refreshes the memory (a remembered answer must not keep itself alive); a short
  // remembered page forgets it.
  if (via !== 'remembered' || counted <= JOB_SEARCH_TOTAL_CAP) {
    const forMs = deps.config.SEARCH_BROAD_MEMORY_SECONDS * 1000;
    rememberBreadth(deps.db, key, counted > JOB_SEARCH_TOTAL_CAP, deps.now().getTime(), forMs);
  }
  const total = Math.min(counted, JOB_SEARCH_TOTAL_CAP);
  const data = await postingCards(deps, locale, ids.slice(0, Math.max(0, total - offset)));
  return {
    data,
    suggestions: await suggestFilters(deps, request),
    meta: {
      current_page: page,
      per_page: perPage,
      total,
      total_is_capped: counted > JOB_SEARCH_TOTAL_CAP,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      company: await searchedCompany(deps, locale, request.company_id),
    },
  };
}

/**
 * A search limited to one company (issue 12) holds that company's postings only, a few hundred at
 * most: the keyword statistics speak of all postings, so their walk or sample, made for a phrase
 * common among all of them, would read far more than the company's own postings. Its keyword is
 * found from the GIN index and the company's btree together.
 */
function keywordPlanFor(request: JobSearchRequest): KeywordPlan | undefined {
  return request.company_id ? 'keyword-index' : undefined;
}

/** The company a search is limited to, named in `locale` (else its other name); null for none or an unknown id. */
async function searchedCompany(
  deps: Deps,
  locale: Locale,
  companyId: number | null | undefined,
): Promise<JobSearchResponse['meta']['company']> {
  if (!companyId) return null;
  const row = await findCompanyNames(deps.db, companyId);
  if (!row) return null;
  const [first, second] = locale === 'ja' ? [row.name_ja, row.name_en] : [row.name_en, row.name_ja];
  return { id: row.id, name: first.trim() || second };
}

/**
 * The filters named by the keyword's terms (ADR 0035), unless already set, each with the number
 * of postings it finds in place of the term (counted up to the cap, like the search).
 */
async function suggestFilters(deps: Deps, request: JobSearchRequest): Promise<JobSearchSuggestion[]> {
  const keyword = request.popular_keywords?.trim();
  if (!keyword) return [];
  const named = filterSuggestions(keyword).filter(({ filter }) =>
    Object.keys(filter).every((k) => (request[k as keyof SuggestedFilter]?.length ?? 0) === 0),
  );
  const out: JobSearchSuggestion[] = [];
  for (const { term, filter, rest } of named) {
    const conditions = attributeConditions({ ...request, ...filter });
    const { counted } = await findSearchPage(
      deps.db,
      { conditions, keyword: rest, sort: request.sort, limit: 1, offset: 0, cap: JOB_SEARCH_TOTAL_CAP },
      keywordPlanFor(request),
    );
    const total = Math.min(counted, JOB_SEARCH_TOTAL_CAP);
    out.push({ term, filters: filter, keyword: rest, total, total_is_capped: counted > JOB_SEARCH_TOTAL_CAP });
  }
  return out;
}

/**
 * POST /api/v1/customer-job-postings/my-page: the newest visible postings that match the
 * applicant's preferences (places, or remote from overseas; roles; industries; employment type;
 * minimum salary), never from a company they excluded. Preferences left empty do not filter; an
 * applicant with no preferences sees the newest postings.
 */
export async function myPageJobPostings(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  limit: number,
): Promise<JobPostingCardList> {
  const { preference: p, excludesCompanies } = await findApplicantPreferences(deps.db, applicantId);
  const places = [...(p?.prefecture_ids ?? [])];
  if (p?.remote_from_overseas && !places.includes(OVERSEAS_PREFECTURE_ID)) places.push(OVERSEAS_PREFECTURE_ID);
  const filters: JobSearchFilters = {
    japan_prefecture_id: places,
    job_position_id: p?.job_position_ids ?? [],
    industries: p?.industry_ids ?? [],
    employment_type_id: p?.employment_type_id ? [p.employment_type_id] : [],
    minimum_preferred_annual_income: p?.minimum_salary ?? null,
  };
  const conditions = filterConditions(filters);
  if (excludesCompanies) conditions.push(notOfCompaniesExcludedBy(applicantId));
  const ids = await searchPostingIds(deps.db, { conditions, sort: 'newest', limit, offset: 0 });
  return { data: await postingCards(deps, locale, ids) };
}

/**
 * GET /api/v1/customer-job-postings/similar-to-applied?job_posting_id=: visible postings like the
 * given one (same role, shared skills, same places), best first. The web app passes the posting
 * just applied to (/jobs/{id}/applycomplete); an applicant never gets back a posting they already
 * applied to or hid (`applicantId`; null for a guest).
 */
export async function similarJobPostings(
  deps: Deps,
  locale: Locale,
  query: SimilarJobsQuery,
  applicantId: number | null,
): Promise<JobPostingCardList> {
  const ids = await similarPostingIds(deps.db, query.job_posting_id, query.limit, applicantId);
  if (ids === null) throw notFound();
  return { data: await postingCards(deps, locale, ids) };
}
