import { type ContactInformationRequest, contactInformationSchema } from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** PUT profile/contact-information (spec §7): the record is replaced whole, so links are sent back as saved. */
export function saveContactInformation(body: ContactInformationRequest) {
  return apiFetch('/api/v1/profile/contact-information', {
    method: 'PUT',
    body,
    schema: z.object({ data: contactInformationSchema }),
  });
}
