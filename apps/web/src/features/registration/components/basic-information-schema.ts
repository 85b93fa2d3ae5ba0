import { MASTER_IDS } from '@hashi/shared/masters.schema';
import { dateSchema, optionalMasterId } from '@hashi/shared/profile-fields';
import { basicInformationRequestSchema, genderSchema, phoneSchema } from '@hashi/shared/profile-sections.schema';
import { V } from '@hashi/shared/validation';
import { z } from 'zod';
import { requiredPick } from '../../../components/form/form-values.ts';

/** The prefecture question is only for applicants who live in Japan. */
export const JAPAN_COUNTRY_ID = MASTER_IDS.countryJapan;

const requiredDate = z.string({ error: V.required }).trim().min(1, { error: V.required }).pipe(dateSchema);
const requiredGender = genderSchema.nullable().transform((value, ctx) => {
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: V.required });
    return z.NEVER;
  }
  return value;
});

/**
 * Basic personal information (spec §3) as the shared request schema checks it, plus the phone of
 * the contact record; only the empty states differ, so that a new form can start blank.
 */
export const basicFormSchema = z.object({
  ...basicInformationRequestSchema.shape,
  date_of_birth: requiredDate,
  gender: requiredGender,
  nationality_id: requiredPick,
  country_id: requiredPick,
  dialing_code_id: optionalMasterId,
  phone: phoneSchema.nullable().optional(),
});
export type BasicFormInput = z.input<typeof basicFormSchema>;
export type BasicFormOutput = z.output<typeof basicFormSchema>;

/** Where a 422's messages can go: every field of the form. */
export const BASIC_FIELDS = basicFormSchema.keyof().options;
