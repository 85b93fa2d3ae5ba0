import { messageResponseSchema } from '@hashi/shared/api.schema';
import type { InquiryRequestValues } from '@hashi/shared/inquiry.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST /api/v1/inquiries: answers a thank-you message in the current language. */
export function sendInquiry(body: InquiryRequestValues) {
  return apiFetch('/api/v1/inquiries', { method: 'POST', body, schema: messageResponseSchema });
}
