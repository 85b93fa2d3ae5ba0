import { checkPeriod, experienceRequestSchema } from '@hashi/shared/experience.schema';
import { z } from 'zod';
import { requiredPick } from '../../components/form/form-values.ts';

/**
 * One work experience as its editors hold it (the registration wizard and profile settings): the
 * shared request's fields, rules and messages (spec §5), except that the reference-list choices
 * start unpicked (null) and say "Required." until picked. An editor with answers of its own
 * extends `experienceFormFields` and checks the period with `checkPeriod` again.
 */
export const experienceFormFields = {
  ...experienceRequestSchema.shape,
  industry_id: requiredPick,
  employment_type_id: requiredPick,
  company_size_id: requiredPick,
};
export const experienceFormSchema = z.object(experienceFormFields).superRefine(checkPeriod);
