import {
  type EmployerCompany,
  type EmployerCompanyInput,
  employerCompanyResponseSchema,
} from '@hashi/shared/employer.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

export const employerCompanyQuery = queryOptions({
  queryKey: ['employer', 'company'] as const,
  queryFn: async ({ signal }): Promise<EmployerCompany> =>
    (await apiFetch('/api/v1/employer/company', { schema: employerCompanyResponseSchema, signal })).data,
  meta: { silent: true },
});

export async function putEmployerCompany(input: EmployerCompanyInput): Promise<EmployerCompany> {
  const response = await apiFetch('/api/v1/employer/company', {
    method: 'PUT',
    body: input,
    schema: employerCompanyResponseSchema,
  });
  return response.data;
}
