import {
  type EmployerCompany,
  type EmployerCompanyRequest,
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

/**
 * The PUT body. A capital the form could not read as a number goes as typed, so that the server's
 * 422 names the field in the request's language.
 */
export type EmployerCompanyBody = Omit<EmployerCompanyRequest, 'capital_jpy'> & {
  capital_jpy?: number | string | null;
};

export async function putEmployerCompany(input: EmployerCompanyBody): Promise<EmployerCompany> {
  const response = await apiFetch('/api/v1/employer/company', {
    method: 'PUT',
    body: input,
    schema: employerCompanyResponseSchema,
  });
  return response.data;
}
