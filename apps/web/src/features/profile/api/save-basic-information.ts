import { type BasicInformationRequest, basicInformationSchema } from '@hashi/shared/profile-sections.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST applicant-basic-personal-information (update-or-create, spec §7). */
export function saveBasicInformation(body: BasicInformationRequest) {
  return apiFetch('/api/v1/applicant-basic-personal-information', {
    method: 'POST',
    body,
    schema: z.object({ data: basicInformationSchema }),
  });
}
