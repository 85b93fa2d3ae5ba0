import {
  type CompanyInterview,
  companyInterviewResponseSchema,
  type Review,
  type ReviewInput,
  reviewResponseSchema,
  type SendInterview,
} from '@hashi/shared/video-interview.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/employer/video-interviews';

export const interviewKey = (id: number) => ['employer', 'video-interviews', id] as const;

/** A minute before the first video link expires, at most every 30 s; never without videos. */
function beforeLinksExpire(data: CompanyInterview | undefined): number | false {
  const expiries = (data?.answers ?? []).flatMap((a) => (a.video ? [Date.parse(a.video.url_expires_at)] : []));
  if (expiries.length === 0) return false;
  return Math.max(Math.min(...expiries) - Date.now() - 60_000, 30_000);
}

/**
 * One interview with its answers and the team's reviews. Video links are signed and expire, so the
 * page reads the interview again when the window regains focus and before the links run out.
 */
export const interviewQuery = (id: number) =>
  queryOptions({
    queryKey: interviewKey(id),
    queryFn: async ({ signal }): Promise<CompanyInterview> =>
      (await apiFetch(`${BASE}/${id}`, { schema: companyInterviewResponseSchema, signal })).data,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => beforeLinksExpire(query.state.data),
    meta: { silent: true },
  });

/** Sends a template into a thread with a deadline: the type 7 message appears in the conversation. */
export async function sendInterview(input: SendInterview): Promise<CompanyInterview> {
  return (await apiFetch(BASE, { method: 'POST', body: input, schema: companyInterviewResponseSchema })).data;
}

/** The member's own rating and comment (replaced on each save), seen by the company's team only. */
export async function saveReview(id: number, input: ReviewInput): Promise<Review> {
  return (await apiFetch(`${BASE}/${id}/review`, { method: 'PUT', body: input, schema: reviewResponseSchema })).data;
}
