import type { Locale } from '@hashi/shared/constants';
import type { ExcludedCompanyRequest, PreferenceRequest } from '@hashi/shared/preference.schema';
import { V } from '@hashi/shared/validation';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { companyExists, searchCompanyCandidates } from '../company-exclusions/company-exclusions.repository.ts';
import { assertMastersExist } from '../masters/master-refs.ts';
import { listExcludedCompanies } from '../profile/profile-lists.repository.ts';
import { upsertPreference } from '../profile/profile.repository.ts';
import { getProfile } from '../profile/profile.service.ts';
import { deleteExcludedCompany, insertExcludedCompany } from './preferences.repository.ts';

export async function preferences(deps: Deps, applicantId: number) {
  return { data: (await getProfile(deps, applicantId)).preference };
}

/** The preference section saved whole (spec §3); the picks are deduplicated and capped by the schema. */
export async function savePreferences(deps: Deps, applicantId: number, input: PreferenceRequest) {
  await assertMastersExist(deps.db, [
    ['job_search_status_id', 'job_search_statuses', input.job_search_status_id],
    ['prefecture_ids', 'japan_prefectures', input.prefecture_ids],
    ['industry_ids', 'industries', input.industry_ids],
    ['job_position_ids', 'job_positions', input.job_position_ids],
    ['employment_type_id', 'employment_types', input.employment_type_id],
    ['appeal_point_ids', 'appeal_points', input.appeal_point_ids],
    ['email_notification_ids', 'cs_email_notifications', input.email_notification_ids],
  ]);
  await upsertPreference(deps.db, applicantId, {
    job_search_status_id: input.job_search_status_id ?? null,
    prefecture_ids: input.prefecture_ids,
    remote_from_overseas: input.remote_from_overseas,
    industry_ids: input.industry_ids,
    job_position_ids: input.job_position_ids,
    employment_type_id: input.employment_type_id ?? null,
    minimum_salary: input.minimum_salary ?? null,
    appeal_point_ids: input.appeal_point_ids,
    character_pairs: JSON.stringify(input.character_pairs),
    email_notification_ids: input.email_notification_ids,
  });
  return preferences(deps, applicantId);
}

/** Listed in employers' applicant search, or hidden from all but the companies applied to (ADR 0034). */
export async function saveVisibility(deps: Deps, applicantId: number, visible: boolean) {
  await upsertPreference(deps.db, applicantId, { visible_to_companies: visible });
  return { data: { visible_to_companies: visible } };
}

export async function excludedCompanies(deps: Deps, applicantId: number) {
  return { data: await listExcludedCompanies(deps.db, applicantId) };
}

/**
 * Excludes a company picked from the candidates (by id; the name kept is its current one in the
 * caller's language) or typed by name for a company not on Hashi yet (ADR 0040).
 */
export async function excludeCompany(deps: Deps, locale: Locale, applicantId: number, input: ExcludedCompanyRequest) {
  let name = input.company_name;
  const companyId = input.company_id ?? null;
  if (companyId !== null) {
    const company = await companyExists(deps.db, companyId);
    if (!company) throw AppError.fields({ company_id: [V.companyUnknown] });
    name = locale === 'ja' ? company.name_ja : company.name_en;
  }
  const row = await insertExcludedCompany(deps.db, applicantId, name, companyId);
  if (row === null) throw AppError.fields({ company_name: [V.companyDuplicate] });
  return { data: { id: row.id, company_name: name, company_id: row.company_id } };
}

const CANDIDATES_MAX = 10;

/** Companies on Hashi whose current or former name matches the keyword, for the exclusion picker. */
export async function companyCandidates(deps: Deps, locale: Locale, keyword: string) {
  const rows = await searchCompanyCandidates(deps.db, keyword, CANDIDATES_MAX);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: locale === 'ja' ? r.name_ja : r.name_en,
      former_name: r.matched_name,
    })),
  };
}

export async function removeExcludedCompany(deps: Deps, applicantId: number, id: number): Promise<void> {
  if (!(await deleteExcludedCompany(deps.db, applicantId, id))) throw notFound();
}
