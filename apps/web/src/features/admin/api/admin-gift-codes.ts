import {
  type GiftCodeUpload,
  giftCodePoolResponseSchema,
  giftCodeUploadResponseSchema,
} from '@hashi/shared/referral.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/gift-codes';
export const GIFT_CODE_POOL_KEY = ['admin', 'gift-codes'] as const;

/** The pool by amount: codes still free and codes given to a reward. */
export const giftCodePoolQuery = () =>
  queryOptions({
    queryKey: GIFT_CODE_POOL_KEY,
    queryFn: ({ signal }) => apiFetch(BASE, { schema: giftCodePoolResponseSchema, signal }),
    meta: { silent: true },
  });

/** Adds codes of one amount, all or none; returns how many were added. */
export async function uploadGiftCodes(upload: GiftCodeUpload): Promise<number> {
  return (await apiFetch(BASE, { method: 'POST', body: upload, schema: giftCodeUploadResponseSchema })).data.added;
}
