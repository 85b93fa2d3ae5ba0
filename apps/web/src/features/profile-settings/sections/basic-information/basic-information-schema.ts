import type { Profile } from '@hashi/shared/profile.schema';
import { basicInformationRequestSchema, contactInformationRequestSchema } from '@hashi/shared/profile-sections.schema';
import type { z } from 'zod';

/**
 * The basic-information form: the server's own request schema, plus the LinkedIn and GitHub links
 * that spec §3 lists here and the server keeps with the contact information.
 */
export const basicInformationFormSchema = basicInformationRequestSchema.extend(
  contactInformationRequestSchema.pick({ linkedin_url: true, github_url: true }).shape,
);
export type BasicInformationValues = z.input<typeof basicInformationFormSchema>;
export type BasicInformationOutput = z.output<typeof basicInformationFormSchema>;

/** Where a 422's messages can go: every field of the form. */
export const BASIC_INFORMATION_FIELDS = basicInformationFormSchema.keyof().options;

/** The saved profile as form values; what is not set yet is empty. */
export function basicInformationDefaults(profile: Profile): BasicInformationValues {
  const basic = profile.basic_personal_information;
  const contact = profile.contact_information;
  return {
    first_name: basic.first_name ?? '',
    last_name: basic.last_name ?? '',
    furigana_first_name: basic.furigana_first_name ?? '',
    furigana_last_name: basic.furigana_last_name ?? '',
    date_of_birth: basic.date_of_birth ?? '',
    // Unset until chosen; the form shows "Required." when it is still unset on save.
    gender: (basic.gender ?? undefined) as BasicInformationValues['gender'],
    nationality_id: basic.nationality_id as number,
    country_id: basic.country_id as number,
    prefecture_id: basic.prefecture_id,
    city: basic.city ?? '',
    street_address: basic.street_address ?? '',
    work_permission_id: basic.work_permission_id,
    visa_status_id: basic.visa_status_id,
    visa_expiration_date: basic.visa_expiration_date ?? '',
    linkedin_url: contact.linkedin_url ?? '',
    github_url: contact.github_url ?? '',
  };
}
