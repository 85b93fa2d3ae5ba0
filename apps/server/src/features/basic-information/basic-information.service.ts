import type { BasicInformationRequest, contactInformationRequestSchema } from '@hashi/shared/profile-sections.schema';
import type { z } from 'zod';
import type { Deps } from '../../platform/deps.ts';
import { assertMastersExist } from '../masters/master-refs.ts';
import { upsertProfile } from '../profile/profile.repository.ts';
import { getProfile } from '../profile/profile.service.ts';

type ContactInformationRequest = z.infer<typeof contactInformationRequestSchema>;

/** The basic-information section (spec §3) as the v1 resource answers it. */
export async function basicInformation(deps: Deps, applicantId: number) {
  return { data: (await getProfile(deps, applicantId)).basic_personal_information };
}

/** update-or-create: the first save creates the profile row, later ones change these fields only. */
export async function saveBasicInformation(deps: Deps, applicantId: number, input: BasicInformationRequest) {
  await assertMastersExist(deps.db, [
    ['nationality_id', 'nationalities', input.nationality_id],
    ['country_id', 'countries', input.country_id],
    ['prefecture_id', 'japan_prefectures', input.prefecture_id],
    ['work_permission_id', 'work_permissions', input.work_permission_id],
    ['visa_status_id', 'visa_statuses', input.visa_status_id],
  ]);
  await upsertProfile(deps.db, applicantId, {
    first_name: input.first_name,
    last_name: input.last_name,
    furigana_first_name: input.furigana_first_name ?? null,
    furigana_last_name: input.furigana_last_name ?? null,
    date_of_birth: input.date_of_birth,
    gender: input.gender,
    nationality_id: input.nationality_id,
    country_id: input.country_id,
    prefecture_id: input.prefecture_id ?? null,
    city: input.city ?? null,
    street_address: input.street_address ?? null,
    work_permission_id: input.work_permission_id ?? null,
    visa_status_id: input.visa_status_id ?? null,
    visa_expiration_date: input.visa_expiration_date ?? null,
  });
  return basicInformation(deps, applicantId);
}

export async function contactInformation(deps: Deps, applicantId: number) {
  return { data: (await getProfile(deps, applicantId)).contact_information };
}

export async function saveContactInformation(deps: Deps, applicantId: number, input: ContactInformationRequest) {
  await assertMastersExist(deps.db, [['dialing_code_id', 'dialing_codes', input.dialing_code_id]]);
  await upsertProfile(deps.db, applicantId, {
    dialing_code_id: input.dialing_code_id ?? null,
    phone: input.phone || null,
    linkedin_url: input.linkedin_url ?? null,
    github_url: input.github_url ?? null,
  });
  return contactInformation(deps, applicantId);
}

/** DELETE /api/v2/applicant/profile/github: unlinks the GitHub profile link. */
export async function removeGithub(deps: Deps, applicantId: number): Promise<void> {
  await upsertProfile(deps.db, applicantId, { github_url: null });
}
