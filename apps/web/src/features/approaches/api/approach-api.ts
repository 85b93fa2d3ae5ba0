import {
  type ApproachItem,
  type ApproachListResponse,
  approachItemResponseSchema,
  approachListResponseSchema,
  type PostingApproach,
  postingApproachResponseSchema,
  type ScoutReplyRequest,
  type StoreApplyRequest,
  unreadResponseSchema,
} from '@hashi/shared/approach.schema';
import { type RecommendationResponse, recommendationResponseSchema } from '@hashi/shared/recommendation.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * The applicant's approach calls (spec §7 approach v2 and approach-lists v1; issue 5). Every
 * action answers the approach item as it now stands.
 */
export const V2 = '/api/v2/customer/approach';
const V1 = '/api/v1/approach-lists/applicants';

/** The lists behind the tabs: v2 lists, and the company pins and the matches under v1 approach-lists. */
export type ListPath = 'scouts' | 'interests' | 'saves' | 'applies' | 'hidden' | 'pins' | 'matches';
const V1_LISTS: readonly ListPath[] = ['pins', 'matches'];

export function getApproachList(
  list: ListPath,
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<ApproachListResponse> {
  const base = V1_LISTS.includes(list) ? V1 : V2;
  return apiFetch(`${base}/${list}?page=${page}&per_page=${perPage}`, { schema: approachListResponseSchema, signal });
}

export function getRecommendList(page: number, perPage: number, signal?: AbortSignal): Promise<RecommendationResponse> {
  return apiFetch(`${V2}/recommend?page=${page}&per_page=${perPage}`, { schema: recommendationResponseSchema, signal });
}

export async function getPostingApproach(postingId: number, signal?: AbortSignal): Promise<PostingApproach> {
  const response = await apiFetch(`${V2}/job-posting/${postingId}`, { schema: postingApproachResponseSchema, signal });
  return response.data;
}

/** POST read: a whole list, or one item of it; answers the new unread counts. */
export async function markRead(list: string, approachId?: number) {
  const body = approachId === undefined ? { list } : { list, approach_id: approachId };
  return (await apiFetch(`${V2}/read`, { method: 'POST', body, schema: unreadResponseSchema })).data;
}

async function act(path: string, body: unknown): Promise<ApproachItem> {
  return (await apiFetch(path, { method: 'POST', body, schema: approachItemResponseSchema })).data;
}

export type PostingAction = 'save' | 'unsave' | 'hide' | 'visible' | 'know-more';
export const postingAction = (action: PostingAction, postingId: number) =>
  act(`${V2}/${action}`, { job_posting_id: postingId });
export const storeApply = (request: StoreApplyRequest) => act(`${V2}/store-apply`, request);
export const replyToScout = (request: ScoutReplyRequest) => act(`${V2}/scout-reply`, request);
export const respondToPin = (approachId: number, response: 'know_more' | 'liked') =>
  act(`${V1}/pin-response`, { id: approachId, response });
