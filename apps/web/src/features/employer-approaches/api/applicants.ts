import {
  type ApplicantSearchQuery,
  applicantProfileSchema,
  applicantSearchResponseSchema,
  contactResponseSchema,
  type ScoutInput,
} from '@hashi/shared/employer-approach.schema';
import { type EmployerPostingSummary, employerPostingListResponseSchema } from '@hashi/shared/employer.schema';
import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/employer/applicants';

export type ApplicantFilters = Omit<ApplicantSearchQuery, 'per_page'>;

/** The search's query string: only the filters that are set, lists as comma-separated ids. */
export function applicantSearchParams(filters: ApplicantFilters): URLSearchParams {
  const query = new URLSearchParams({ page: String(filters.page), per_page: '20' });
  if (filters.skill_ids.length) query.set('skill_ids', filters.skill_ids.join(','));
  if (filters.job_position_ids.length) query.set('job_position_ids', filters.job_position_ids.join(','));
  if (filters.min_years_range_id) query.set('min_years_range_id', String(filters.min_years_range_id));
  if (filters.jlpt_level_id) query.set('jlpt_level_id', String(filters.jlpt_level_id));
  if (filters.prefecture_id) query.set('prefecture_id', String(filters.prefecture_id));
  if (filters.overseas !== undefined) query.set('overseas', String(filters.overseas));
  return query;
}

export const applicantSearchQuery = (filters: ApplicantFilters) =>
  queryOptions({
    queryKey: ['employer', 'applicants', filters] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${applicantSearchParams(filters)}`, { schema: applicantSearchResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const applicantProfileQuery = (id: number) =>
  queryOptions({
    queryKey: ['employer', 'applicant', id] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch(`${BASE}/${id}`, { schema: z.object({ data: applicantProfileSchema }), signal })).data,
    meta: { silent: true },
  });

/** Pages of the company's postings read for the lists below (100 each: at most 5,000 postings). */
const MAX_POSTING_PAGES = 50;

/**
 * The company's postings (every status, newest change first): the filters' choices and the open
 * ones. Every page is read, so a company with more than one page of postings can still scout on
 * any of them.
 */
export const companyPostingsQuery = queryOptions({
  queryKey: ['employer', 'postings', 'all-for-approaches'] as const,
  queryFn: async ({ signal }) => {
    const postings: EmployerPostingSummary[] = [];
    for (let page = 1; page <= MAX_POSTING_PAGES; page++) {
      const { data, meta } = await apiFetch(`/api/v1/employer/job-postings?page=${page}&per_page=100`, {
        schema: employerPostingListResponseSchema,
        signal,
      });
      postings.push(...data);
      if (page >= meta.last_page || data.length === 0) break;
    }
    return postings;
  },
  meta: { silent: true },
});

/** Published postings that are still open: the only ones a scout, pin or like may name. */
export const isOpenForContact = (posting: EmployerPostingSummary) =>
  posting.status === JobPostingStatus.Published && !posting.is_closed;

export type ContactKind = 'scout' | 'pin' | 'like';
export type ContactInput = Omit<ScoutInput, 'template_id'> & { template_id?: number | null };

/** Scout (text or template), pin or like an applicant on one posting; answers the approach as it now stands. */
export async function contactApplicant(applicantId: number, kind: ContactKind, input: ContactInput) {
  const body =
    kind === 'scout' ? input : { job_posting_id: input.job_posting_id, ...(input.body ? { body: input.body } : {}) };
  return (await apiFetch(`${BASE}/${applicantId}/${kind}`, { method: 'POST', body, schema: contactResponseSchema }))
    .data;
}
