import { excludedCompanySchema } from '@hashi/shared/preference.schema';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST applicant-excluded-companies: this company will not see the applicant's profile. */
export function excludeCompany(companyName: string) {
  return apiFetch('/api/v1/applicant-excluded-companies', {
    method: 'POST',
    body: { company_name: companyName },
    schema: z.object({ data: excludedCompanySchema }),
  });
}
