import { careerRequestSchema, registrationRequestSchema } from '@hashi/shared/profile.schema';
import { z } from 'zod';
import { requiredPick } from '../../../components/form/form-values.ts';

/**
 * The Career step's own answers (spec §3 simple registration): career summary (required, at most
 * 10000 characters, spec §5), income, the next job's areas (at most 15) and type, and the opt-in
 * to the recruitment agency. Work experiences are saved one by one beside this form.
 */
export const careerFormSchema = z.object({
  work_summary: careerRequestSchema.shape.work_summary,
  currency: requiredPick,
  current_working_status: requiredPick,
  latest_annual_income: requiredPick,
  desired_annual_salary: careerRequestSchema.shape.desired_annual_salary,
  areas: registrationRequestSchema.shape.areas,
  preferred_type: registrationRequestSchema.shape.preferred_type,
  subscribed_to_gtalent: z.boolean(),
});
export type CareerFormInput = z.input<typeof careerFormSchema>;
export type CareerFormOutput = z.output<typeof careerFormSchema>;

export const CAREER_FIELDS = [
  'work_summary',
  'currency',
  'current_working_status',
  'latest_annual_income',
  'desired_annual_salary',
  'areas',
  'preferred_type',
  'subscribed_to_gtalent',
] as const;
