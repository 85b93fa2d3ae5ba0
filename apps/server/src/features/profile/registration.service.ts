import { ErrorCode } from '@hashi/shared/error-codes';
import type { RegistrationRequest } from '@hashi/shared/profile.schema';
import { V } from '@hashi/shared/validation';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { syncEducationsIn } from '../educations/educations.service.ts';
import { syncExperiencesIn } from '../experiences/experiences.service.ts';
import { YEARS_LISTS } from '../skills/skills.repository.ts';
import { syncYearsIn } from '../skills/skills.service.ts';
import { findUserById } from '../users/users.repository.ts';
import { missingForRegistration } from './completion.ts';
import { assertMastersExist, type MasterRef } from '../masters/master-refs.ts';
import {
  replaceAwards,
  replaceCertificates,
  replaceLicenses,
  replaceOtherLanguages,
} from './profile-lists.repository.ts';
import { findPreferenceRow, upsertPreference, upsertProfile } from './profile.repository.ts';
import { loadFacts } from './profile.service.ts';
import { setRegistrationStep } from './registration.repository.ts';

/** The last wizard step before "complete": saving the payload puts the applicant there (spec §4). */
const WIZARD_LAST_STEP = 3;

function registrationRefs(body: RegistrationRequest): MasterRef[] {
  const { languages } = body;
  return [
    ['japanese_language_level', 'writing_levels', body.japanese_language_level],
    ['jlpt', 'jlpt_score_levels', body.jlpt],
    ['languages.native', 'languages', languages.native],
    ['languages.english', 'writing_levels', languages.english],
    ['languages.english_comprehension', 'writing_levels', languages.english_comprehension],
    ['languages.english_writing', 'writing_levels', languages.english_writing],
    ...languages.english_certificates.map(
      (c, i) =>
        [`languages.english_certificates.${i}.certificate_id`, 'language_certificates', c.certificate_id] as const,
    ),
    ...languages.other_languages.flatMap((l, i) => [
      [`languages.other_languages.${i}.language_id`, 'languages', l.language_id] as const,
      [`languages.other_languages.${i}.level_id`, 'writing_levels', l.level_id] as const,
    ]),
    ['nationality', 'nationalities', body.nationality],
    ['work_permission_id', 'work_permissions', body.work_permission_id],
    ['current_country_residence', 'countries', body.current_country_residence],
    ['dialing_code_id', 'dialing_codes', body.dialing_code_id],
    ['currency', 'currencies', body.currency],
    ['current_working_status', 'working_statuses', body.current_working_status],
    ['latest_annual_income', 'income_ranges', body.latest_annual_income],
    ['areas', 'japan_prefectures', body.areas],
    ['preferred_type', 'employment_types', body.preferred_type],
  ];
}

/**
 * POST /api/v2/applicant/profile: the simple-registration payload (spec §3) saved in one
 * transaction — any failure, a bad reference id or someone else's entry id included, saves nothing.
 * Lists replace the saved ones. The step moves to 3 (the payload is the wizard's last save);
 * complete-step then finishes the registration. A registered applicant keeps step 4.
 */
export async function saveRegistration(deps: Deps, applicantId: number, body: RegistrationRequest) {
  await deps.db.transaction().execute(async (trx) => {
    await assertMastersExist(trx, registrationRefs(body));
    await upsertProfile(trx, applicantId, {
      first_name: body.first_name,
      last_name: body.last_name,
      furigana_first_name: body.furigana_first_name ?? null,
      furigana_last_name: body.furigana_last_name ?? null,
      date_of_birth: body.date_of_birth,
      gender: body.gender,
      nationality_id: body.nationality,
      country_id: body.current_country_residence,
      city: body.current_city_residence ?? null,
      street_address: body.current_address ?? null,
      work_permission_id: body.work_permission_id ?? null,
      visa_expiration_date: body.visa_expiration_date ?? null,
      dialing_code_id: body.dialing_code_id ?? null,
      phone: body.phone ?? null,
      currency_id: body.currency,
      current_working_status_id: body.current_working_status,
      latest_annual_income_id: body.latest_annual_income,
      desired_annual_salary: body.desired_annual_salary ?? null,
      work_summary: body.work_summary,
      subscribed_to_gtalent: body.subscribed_to_gtalent,
      native_language_id: body.languages.native,
      english_level_id: body.languages.english,
      english_comprehension_level_id: body.languages.english_comprehension ?? null,
      english_writing_level_id: body.languages.english_writing ?? null,
      japanese_level_id: body.japanese_language_level,
      jlpt_score_level_id: body.jlpt,
    });
    await savePreferencePart(trx, applicantId, body);
    await syncYearsIn(trx, YEARS_LISTS.positions, applicantId, body.job_positions, 'job_positions');
    await syncYearsIn(trx, YEARS_LISTS.skills, applicantId, body.skills, 'skills');
    await syncExperiencesIn(trx, applicantId, body.work_details, 'work_details');
    await syncEducationsIn(trx, applicantId, body.educations, deps.now(), 'educations');
    await replaceLicenses(trx, applicantId, body.licenses);
    await replaceAwards(trx, applicantId, body.awards);
    await replaceCertificates(trx, applicantId, body.languages.english_certificates);
    await replaceOtherLanguages(trx, applicantId, body.languages.other_languages);
    await setRegistrationStep(trx, applicantId, { atLeast: WIZARD_LAST_STEP });
  });
  const user = await findUserById(deps.db, applicantId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  return { current_step: user.current_step, id: user.id };
}

/** The wizard asks for preferred areas and employment type; the rest of the preferences stays. */
async function savePreferencePart(db: Database, applicantId: number, body: RegistrationRequest) {
  const current = await findPreferenceRow(db, applicantId);
  await upsertPreference(db, applicantId, {
    prefecture_ids: body.areas,
    employment_type_id: body.preferred_type ?? current?.employment_type_id ?? null,
  });
}

/** PUT /api/v1/applicants/complete-step: step 4 and registered_at once the profile has what registration needs. */
export async function completeRegistration(deps: Deps, applicantId: number) {
  const missing = missingForRegistration(await loadFacts(deps.db, applicantId));
  if (missing.length > 0) {
    throw new AppError(ErrorCode.Validation, {
      messageKey: 'errors.registration_incomplete',
      fieldErrors: Object.fromEntries(missing.map((field) => [field, [V.required]])),
    });
  }
  await setRegistrationStep(deps.db, applicantId, { complete: deps.now() });
  return registrationState(deps, applicantId);
}

/** PUT /api/v1/applicants/current-step: wizard progress (1–3); never takes a registered applicant back. */
export async function saveCurrentStep(deps: Deps, applicantId: number, step: number) {
  await setRegistrationStep(deps.db, applicantId, { step });
  return registrationState(deps, applicantId);
}

async function registrationState(deps: Deps, applicantId: number) {
  const user = await findUserById(deps.db, applicantId);
  if (!user) throw new AppError(ErrorCode.TokenInvalid);
  return {
    current_step: user.current_step,
    registered_at: user.registered_at ? new Date(user.registered_at).toISOString() : null,
  };
}
