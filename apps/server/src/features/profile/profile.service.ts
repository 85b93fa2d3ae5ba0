import type { Profile } from '@hashi/shared/profile.schema';
import { DEFAULT_EMAIL_NOTIFICATION_IDS } from '@hashi/shared/email-notice.schema';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { listEducations } from '../educations/educations.repository.ts';
import { listExperiences } from '../experiences/experiences.repository.ts';
import { mediaOfApplicant } from '../profile-media/profile-media.service.ts';
import { listYearsEntries, YEARS_LISTS } from '../skills/skills.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { completionRate, displayName, type ProfileFacts } from './completion.ts';
import {
  listAwards,
  listCertificates,
  listExcludedCompanies,
  listLicenses,
  listOtherLanguages,
} from './profile-lists.repository.ts';
import {
  findPreferenceRow,
  findProfileRow,
  profileFacts,
  upsertPreference,
  upsertProfile,
} from './profile.repository.ts';
import { ErrorCode } from '@hashi/shared/error-codes';

export async function loadFacts(db: Database, applicantId: number): Promise<ProfileFacts> {
  const [profile, preference, facts] = await Promise.all([
    findProfileRow(db, applicantId),
    findPreferenceRow(db, applicantId),
    profileFacts(db, applicantId),
  ]);
  const hasPreference =
    preference !== undefined &&
    (preference.job_search_status_id !== null ||
      preference.prefecture_ids.length > 0 ||
      preference.industry_ids.length > 0 ||
      preference.job_position_ids.length > 0 ||
      preference.remote_from_overseas);
  return { profile, hasPreference, ...facts };
}

/** The profile parts of the applicant record (spec §3): display name and completion rate. */
export async function applicantSummary(db: Database, applicantId: number) {
  const facts = await loadFacts(db, applicantId);
  return { full_name: displayName(facts.profile), overall_completion_rate: completionRate(facts) };
}

const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));

/** GET /api/v2/applicant/profile: every section, only ever of the caller. */
export async function getProfile(deps: Deps, applicantId: number): Promise<Profile> {
  const { db } = deps;
  const user = await findUserById(db, applicantId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  const [
    facts,
    experiences,
    educations,
    licenses,
    awards,
    languages,
    certificates,
    positions,
    skills,
    excluded,
    media,
  ] = await Promise.all([
    loadFacts(db, applicantId),
    listExperiences(db, applicantId),
    listEducations(db, applicantId),
    listLicenses(db, applicantId),
    listAwards(db, applicantId),
    listOtherLanguages(db, applicantId),
    listCertificates(db, applicantId),
    listYearsEntries(db, YEARS_LISTS.positions, applicantId),
    listYearsEntries(db, YEARS_LISTS.skills, applicantId),
    listExcludedCompanies(db, applicantId),
    mediaOfApplicant(deps, applicantId),
  ]);
  const pref = await findPreferenceRow(db, applicantId);
  const p = facts.profile;
  return {
    id: user.id,
    current_step: user.current_step,
    registered_at: user.registered_at ? new Date(user.registered_at).toISOString() : null,
    overall_completion_rate: completionRate(facts),
    basic_personal_information: {
      first_name: p?.first_name ?? null,
      last_name: p?.last_name ?? null,
      full_name: displayName(p),
      furigana_first_name: p?.furigana_first_name ?? null,
      furigana_last_name: p?.furigana_last_name ?? null,
      date_of_birth: p?.date_of_birth ?? null,
      gender: p?.gender ?? null,
      nationality_id: p?.nationality_id ?? null,
      country_id: p?.country_id ?? null,
      prefecture_id: p?.prefecture_id ?? null,
      city: p?.city ?? null,
      street_address: p?.street_address ?? null,
      work_permission_id: p?.work_permission_id ?? null,
      visa_status_id: p?.visa_status_id ?? null,
      visa_expiration_date: p?.visa_expiration_date ?? null,
    },
    contact_information: {
      dialing_code_id: p?.dialing_code_id ?? null,
      phone: p?.phone ?? null,
      linkedin_url: p?.linkedin_url ?? null,
      github_url: p?.github_url ?? null,
    },
    income: {
      currency: p?.currency_id ?? null,
      current_working_status: p?.current_working_status_id ?? null,
      latest_annual_income: p?.latest_annual_income_id ?? null,
      desired_annual_salary: num(p?.desired_annual_salary),
    },
    languages: {
      native: p?.native_language_id ?? null,
      english: p?.english_level_id ?? null,
      english_comprehension: p?.english_comprehension_level_id ?? null,
      english_writing: p?.english_writing_level_id ?? null,
      japanese_language_level: p?.japanese_level_id ?? null,
      japanese_experience_id: p?.japanese_experience_id ?? null,
      uses_japanese_at_work: p?.uses_japanese_at_work ?? null,
      jlpt: p?.jlpt_score_level_id ?? null,
      english_certificates: certificates,
      other_languages: languages,
    },
    work_summary: p?.work_summary ?? null,
    subscribed_to_gtalent: p?.subscribed_to_gtalent ?? false,
    experiences,
    educations,
    licenses,
    awards,
    position_experiences: positions.map((e) => ({
      id: e.id,
      job_position_id: e.ref_id,
      years_of_experience_range_id: e.years_of_experience_range_id,
    })),
    skills: skills.map((e) => ({
      id: e.id,
      skill_id: e.ref_id,
      years_of_experience_range_id: e.years_of_experience_range_id,
    })),
    preference: {
      job_search_status_id: pref?.job_search_status_id ?? null,
      prefecture_ids: pref?.prefecture_ids ?? [],
      remote_from_overseas: pref?.remote_from_overseas ?? false,
      industry_ids: pref?.industry_ids ?? [],
      job_position_ids: pref?.job_position_ids ?? [],
      employment_type_id: pref?.employment_type_id ?? null,
      minimum_salary: num(pref?.minimum_salary),
      appeal_point_ids: pref?.appeal_point_ids ?? [],
      character_pairs: (pref?.character_pairs ?? []) as Profile['preference']['character_pairs'],
      // Never saved: the choices a new applicant starts with (ADR 0027).
      email_notification_ids: pref?.email_notification_ids ?? [...DEFAULT_EMAIL_NOTIFICATION_IDS],
      // No row yet: listed, as every new applicant is (ADR 0034).
      visible_to_companies: pref?.visible_to_companies ?? true,
    },
    excluded_companies: excluded,
    profile_photo: media.photo,
    profile_video: media.video,
    cv_document: media.cv,
  };
}

/** PUT applicants/recruitment-agency: the partner agency registration the wizard offers, on or off. */
export async function setRecruitmentAgency(deps: Deps, applicantId: number, subscribed: boolean) {
  await upsertProfile(deps.db, applicantId, { subscribed_to_gtalent: subscribed });
  return { subscribed_to_gtalent: subscribed };
}

/** PUT applicants/work-remotely: the preference "remote from overseas" (spec §3), on its own. */
export async function setWorkRemotely(deps: Deps, applicantId: number, workRemotely: boolean) {
  await upsertPreference(deps.db, applicantId, { remote_from_overseas: workRemotely });
  return { work_remotely: workRemotely };
}
