import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSelectField } from '../../../components/form/form-select-field.tsx';
import { requiredPick } from '../../../components/form/form-values.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { PROFILE_SETTINGS_NS } from '../i18n.ts';
import type { YearsEntry } from './use-years-entries.ts';

/** The add box's answers: the item (a job role or a skill), its band and, for job roles, the category. */
const addSchema = z.object({
  category_id: z.number().int().nullable(),
  ref_id: requiredPick,
  years_of_experience_range_id: requiredPick,
});
const categorisedSchema = addSchema.extend({ category_id: requiredPick });
type AddValues = z.input<typeof addSchema>;
export type AddEntryForm = UseFormReturn<AddValues, unknown, z.output<typeof addSchema>>;

/** The options not listed yet: an item already listed is not offered again (one entry per item). */
export type Unlisted = <O extends { id: number }>(options: readonly O[]) => O[];

const EMPTY: AddValues = { category_id: null, ref_id: null, years_of_experience_range_id: null };
const resolvers = { plain: zodFormResolver(addSchema), categorised: zodFormResolver(categorisedSchema) };

type YearsAddFormProps = {
  title: string;
  addLabel: string;
  listed: readonly YearsEntry[];
  onAdd: (entry: YearsEntry) => void;
  /** A category is picked first, and stays picked for the next item (the job-role form, spec §5). */
  categorised?: boolean;
  /** How the item is picked, from the options `unlisted` leaves. */
  children: (form: AddEntryForm, unlisted: Unlisted) => ReactNode;
};

/** The box under a job-role or skill list that adds one entry: the item, its years of experience, Add. */
export function YearsAddForm({ title, addLabel, listed, onAdd, categorised, children }: YearsAddFormProps) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const headingId = useId();
  const years = useMasterList('yoe-ranges').items;
  const form: AddEntryForm = useForm({
    resolver: categorised ? resolvers.categorised : resolvers.plain,
    defaultValues: EMPTY,
  });
  const unlisted: Unlisted = (options) =>
    options.filter((option) => !listed.some((entry) => entry.refId === option.id));

  const add = form.handleSubmit((values) => {
    onAdd({ refId: values.ref_id, years: values.years_of_experience_range_id });
    form.reset({ ...EMPTY, category_id: values.category_id });
  });

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children(form, unlisted)}
      <FormSelectField
        control={form.control}
        name="years_of_experience_range_id"
        label={t('years.years')}
        options={years}
        required
      />
      <Button variant="outlined" onClick={add}>
        {addLabel}
      </Button>
    </Box>
  );
}
