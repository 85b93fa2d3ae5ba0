import {
  type EmployerPosting,
  type EmployerPostingRequest,
  employerPostingListResponseSchema,
  employerPostingResponseSchema,
} from '@hashi/shared/employer.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/employer/job-postings';

export const employerPostingsQuery = (status: number | null, page: number) =>
  queryOptions({
    queryKey: ['employer', 'postings', { status, page }] as const,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(page), per_page: '20' });
      if (status !== null) query.set('status', String(status));
      return apiFetch(`${BASE}?${query}`, { schema: employerPostingListResponseSchema, signal });
    },
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export const employerPostingQuery = (id: number) =>
  queryOptions({
    queryKey: ['employer', 'posting', id] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch(`${BASE}/${id}`, { schema: employerPostingResponseSchema, signal })).data,
    meta: { silent: true },
  });

/**
 * The POST/PUT body as the posting form sends it: every field of employerPostingInputSchema, values as
 * entered. The posting rules are the server's (ADR 0019): an item not chosen yet goes as null and an
 * amount that is not a number as typed, so that the server's 422 names the field.
 */
export type EmployerPostingBody = { [K in keyof EmployerPostingRequest]-?: unknown };

export async function saveEmployerPosting(id: number | null, input: EmployerPostingBody): Promise<EmployerPosting> {
  const response = await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: input,
    schema: employerPostingResponseSchema,
  });
  return response.data;
}

export type PostingAction = 'submit' | 'close' | 'reopen';

export async function postingAction(id: number, action: PostingAction): Promise<EmployerPosting> {
  return (await apiFetch(`${BASE}/${id}/${action}`, { method: 'POST', schema: employerPostingResponseSchema })).data;
}
