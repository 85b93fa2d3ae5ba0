import { contactInformationSchema } from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

export type ContactInformationBody = {
  dialing_code_id: number | null;
  phone: string | null;
  linkedin_url: string | null;
  github_url: string | null;
};

/** PUT profile/contact-information (spec §7): the record is replaced whole, so links are sent back as saved. */
export function saveContactInformation(body: ContactInformationBody) {
  return apiFetch('/api/v1/profile/contact-information', {
    method: 'PUT',
    body,
    schema: z.object({ data: contactInformationSchema }),
  });
}
