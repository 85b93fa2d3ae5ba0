import { type contactInformationRequestSchema, contactInformationSchema } from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

export type ContactInformationRequest = z.output<typeof contactInformationRequestSchema>;
export type ContactInformation = z.infer<typeof contactInformationSchema>;

const CONTACT = '/api/v1/profile/contact-information';

/** GET profile/contact-information: phone, LinkedIn and GitHub, as saved now. */
export async function getContactInformation(): Promise<ContactInformation> {
  return (await apiFetch(CONTACT, { schema: z.object({ data: contactInformationSchema }) })).data;
}

/** PUT profile/contact-information: the four fields are replaced together. */
export function saveContactInformation(body: ContactInformationRequest) {
  return apiFetch(CONTACT, { method: 'PUT', body, schema: z.object({ data: contactInformationSchema }) });
}

/**
 * Changes some contact fields and keeps the others as the server has them now: the phone belongs
 * to the contact section, the links to basic information, and both save through this one resource.
 */
export async function patchContactInformation(change: Partial<ContactInformationRequest>) {
  const current = await getContactInformation();
  return saveContactInformation({ ...current, ...change });
}

/** DELETE /api/v2/applicant/profile/github: unlinks the GitHub profile. */
export function unlinkGithub() {
  return apiFetch('/api/v2/applicant/profile/github', { method: 'DELETE' });
}
