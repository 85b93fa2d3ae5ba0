import { type RecruitmentAgencyRequest, recruitmentAgencyRequestSchema } from '@hashi/shared/preference.schema';
import { apiFetch } from '../../../lib/api/client.ts';

const responseSchema = recruitmentAgencyRequestSchema.strip();

/** PUT applicants/recruitment-agency: the partner agency registration on or off; answers what was saved. */
export async function putRecruitmentAgency(subscribed: boolean): Promise<boolean> {
  const body: RecruitmentAgencyRequest = { subscribed_to_gtalent: subscribed };
  const response = await apiFetch('/api/v1/applicants/recruitment-agency', {
    method: 'PUT',
    body,
    schema: responseSchema,
  });
  return response.subscribed_to_gtalent;
}
