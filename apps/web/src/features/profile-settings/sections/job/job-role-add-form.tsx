import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../../components/form/form-select-field.tsx';
import { useMasterList } from '../../../../lib/masters/master-list.ts';
import type { YearsEntry } from '../../components/use-years-entries.ts';
import { type AddEntryForm, type Unlisted, YearsAddForm } from '../../components/years-add-form.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

/**
 * Category → role → years (spec §5): changing the category clears the role and the years, changing
 * the role clears the years, so a band is never kept for a role it was not chosen for.
 */
export function JobRoleAddForm({
  listed,
  onAdd,
}: {
  listed: readonly YearsEntry[];
  onAdd: (entry: YearsEntry) => void;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  return (
    <YearsAddForm title={t('job.add_title')} addLabel={t('job.add')} listed={listed} onAdd={onAdd} categorised>
      {(form, unlisted) => <RolePicker form={form} unlisted={unlisted} />}
    </YearsAddForm>
  );
}

function RolePicker({ form, unlisted }: { form: AddEntryForm; unlisted: Unlisted }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const { control, setValue } = form;
  const categoryId = useWatch({ control, name: 'category_id' });
  const categories = useMasterList('job-position-categories').items;
  const positions = useMasterList('job-positions', { category_id: categoryId ?? undefined }, { enabled: !!categoryId });
  return (
    <>
      <FormSelectField
        control={control}
        name="category_id"
        label={t('job.category')}
        options={categories}
        required
        onChanged={() => {
          setValue('ref_id', null);
          setValue('years_of_experience_range_id', null);
        }}
      />
      <FormSelectField
        control={control}
        name="ref_id"
        label={t('job.role')}
        options={unlisted(positions.items)}
        required
        disabled={!categoryId}
        helperText={categoryId ? undefined : t('job.role_after_category')}
        onChanged={() => setValue('years_of_experience_range_id', null)}
      />
    </>
  );
}
