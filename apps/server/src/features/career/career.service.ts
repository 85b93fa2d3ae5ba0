import type { CareerRequest } from '@hashi/shared/profile.schema';
import type { Deps } from '../../platform/deps.ts';
import { assertMastersExist } from '../masters/master-refs.ts';
import { upsertProfile } from '../profile/profile.repository.ts';
import { getProfile } from '../profile/profile.service.ts';

export async function career(deps: Deps, applicantId: number) {
  const profile = await getProfile(deps, applicantId);
  return { data: { ...profile.income, work_summary: profile.work_summary } };
}

/** Income (currency, working status, latest and desired income) and the career summary. */
export async function saveCareer(deps: Deps, applicantId: number, input: CareerRequest) {
  await assertMastersExist(deps.db, [
    ['currency', 'currencies', input.currency],
    ['current_working_status', 'working_statuses', input.current_working_status],
    ['latest_annual_income', 'income_ranges', input.latest_annual_income],
  ]);
  await upsertProfile(deps.db, applicantId, {
    work_summary: input.work_summary,
    currency_id: input.currency,
    current_working_status_id: input.current_working_status,
    latest_annual_income_id: input.latest_annual_income,
    desired_annual_salary: input.desired_annual_salary ?? null,
  });
  return career(deps, applicantId);
}
