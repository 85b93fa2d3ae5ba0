import type { Locale } from '@hashi/shared/constants';
import type { Profile } from '@hashi/shared/profile.schema';
import type { MasterTableName } from '../../platform/db/schema.ts';
import type { Deps } from '../../platform/deps.ts';
import { findMasterNames } from '../masters/masters.repository.ts';
import { getProfile } from './profile.service.ts';

type Ids = Array<number | null | undefined>;

/** Every reference id the profile shows, by list. */
function referencedIds(p: Profile): Partial<Record<MasterTableName, Ids>> {
  const b = p.basic_personal_information;
  const l = p.languages;
  const pref = p.preference;
  return {
    nationalities: [b.nationality_id],
    countries: [b.country_id],
    japan_prefectures: [b.prefecture_id, ...pref.prefecture_ids],
    work_permissions: [b.work_permission_id],
    visa_statuses: [b.visa_status_id],
    dialing_codes: [p.contact_information.dialing_code_id],
    working_statuses: [p.income.current_working_status],
    currencies: [p.income.currency],
    income_ranges: [p.income.latest_annual_income],
    languages: [l.native, ...l.other_languages.map((o) => o.language_id)],
    writing_levels: [
      l.english,
      l.english_comprehension,
      l.english_writing,
      l.japanese_language_level,
      ...l.other_languages.map((o) => o.level_id),
    ],
    japanese_language_experiences: [l.japanese_experience_id],
    jlpt_score_levels: [l.jlpt],
    language_certificates: l.english_certificates.map((c) => c.certificate_id),
    industries: [...p.experiences.map((e) => e.industry_id), ...pref.industry_ids],
    employment_types: [...p.experiences.map((e) => e.employment_type_id), pref.employment_type_id],
    company_sizes: p.experiences.map((e) => e.company_size_id),
    educational_levels: p.educations.map((e) => e.educational_level_id),
    job_positions: [...p.position_experiences.map((e) => e.job_position_id), ...pref.job_position_ids],
    skills: p.skills.map((e) => e.skill_id),
    years_of_experience_ranges: [
      ...p.position_experiences.map((e) => e.years_of_experience_range_id),
      ...p.skills.map((e) => e.years_of_experience_range_id),
    ],
    job_search_statuses: [pref.job_search_status_id],
    appeal_points: pref.appeal_point_ids,
    cs_email_notifications: pref.email_notification_ids,
  };
}

export async function profilePreview(deps: Deps, applicantId: number, locale: Locale) {
  const data = await getProfile(deps, applicantId);
  const labels: Record<string, Record<string, string>> = {};
  for (const [table, values] of Object.entries(referencedIds(data)) as Array<[MasterTableName, Ids]>) {
    const ids = [...new Set(values.filter((v): v is number => typeof v === 'number'))];
    if (ids.length === 0) continue;
    const rows = await findMasterNames(deps.db, table, ids, locale);
    labels[table] = Object.fromEntries(rows.map((r) => [String(r.id), r.name]));
  }
  return { data, labels };
}
