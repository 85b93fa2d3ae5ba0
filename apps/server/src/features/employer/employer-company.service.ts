import type { EmployerCompany, EmployerCompanyInput } from '@hashi/shared/employer.schema';
import { V } from '@hashi/shared/validation';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { forgetCompanyLogoJobs, logoUrls } from '../companies/companies.service.ts';
import { assertMastersExist } from '../masters/master-refs.ts';
import { findCityPrefecture, findOwnAppeals, findOwnCompany, saveOwnCompany } from './employer-company.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

/** GET /api/v1/employer/company: the signed-in company's own profile, both languages. */
export async function ownCompany(deps: Deps, companyId: number): Promise<{ data: EmployerCompany }> {
  const [company, appeals, logos] = await Promise.all([
    findOwnCompany(deps.db, companyId),
    findOwnAppeals(deps.db, companyId),
    logoUrls(deps.db, [companyId]),
  ]);
  if (!company) throw notFound();
  return {
    data: {
      ...company,
      capital_jpy: company.capital_jpy === null ? null : Number(company.capital_jpy),
      appeals,
      logo_url: logos.get(companyId) ?? null,
      updated_at: iso(company.updated_at),
    },
  };
}

/** PUT /api/v1/employer/company: reference ids must exist, a city must lie in the prefecture. */
export async function updateOwnCompany(
  deps: Deps,
  companyId: number,
  input: EmployerCompanyInput,
): Promise<{ data: EmployerCompany }> {
  await assertMastersExist(deps.db, [
    ['prefecture_id', 'japan_prefectures', input.prefecture_id],
    ['city_id', 'cities', input.city_id],
    ['company_size_id', 'company_sizes', input.company_size_id],
    ['industry_id', 'industries', input.industry_id],
    ['industry_ids', 'industries', input.industry_ids],
  ]);
  if (input.city_id !== null) {
    const city = await findCityPrefecture(deps.db, input.city_id);
    if (city.prefecture_id !== input.prefecture_id) throw AppError.fields({ city_id: [V.invalidValue] });
  }
  const positions = input.appeals.map((a) => a.position);
  if (new Set(positions).size !== positions.length) throw AppError.fields({ appeals: [V.invalidValue] });
  await saveOwnCompany(deps.db, companyId, input, deps.now());
  forgetCompanyLogoJobs(deps.db);
  return ownCompany(deps, companyId);
}
