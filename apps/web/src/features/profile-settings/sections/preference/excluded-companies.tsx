import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { excludedCompanyRequestSchema } from '@hashi/shared/preference.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyServerErrors } from '../../../../components/form/server-errors.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { useSnackbar } from '../../../../components/feedback/use-snackbar.ts';
import { GroupHeading } from '../../../../components/form/entry-fieldset.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { profileQueryOptions, refreshProfileQueries } from '../../../profile/api/profile.ts';
import { CompanyPicker } from './company-picker.tsx';
import { addExcludedCompany, type ExcludedCompany, removeExcludedCompany } from './preference-api.ts';

type Input = z.input<typeof excludedCompanyRequestSchema>;
type Output = z.output<typeof excludedCompanyRequestSchema>;

/**
 * Companies that must not see the profile (spec §6), added and removed one at a time with the
 * excluded-companies resource; outside the preference form, as each change is saved at once. A
 * company on Hashi is picked from the list and sent by id (ADR 0040).
 */
export function ExcludedCompanies({ companies }: { companies: ExcludedCompany[] }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const errorText = useErrorText();
  const showSnackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<Input, unknown, Output>({
    resolver: zodFormResolver(excludedCompanyRequestSchema),
    defaultValues: { company_name: '', company_id: null },
  });

  /** The profile's list follows at once; the refetch then confirms it. */
  const updateList = (change: (list: ExcludedCompany[]) => ExcludedCompany[]) => {
    queryClient.setQueryData(profileQueryOptions().queryKey, (old: Profile | undefined) =>
      old ? { ...old, excluded_companies: change(old.excluded_companies) } : old,
    );
    void refreshProfileQueries(queryClient);
  };

  const add = useMutation({
    mutationFn: (values: Output) => addExcludedCompany(values),
    onSuccess: (company) => {
      form.reset({ company_name: '', company_id: null });
      updateList((list) => [...list, company]);
      showSnackbar(t('preference.excluded.added', { name: company.company_name }), 'success');
    },
    onError: (error) => {
      if (!isApiError(error) || error.status !== 422) return;
      const rest = applyServerErrors(error, form.setError, ['company_name', 'company_id']);
      if (rest.length) form.setError('company_name', { type: 'server', message: rest.join('\n') });
    },
  });
  const remove = useMutation({
    mutationFn: (company: ExcludedCompany) => removeExcludedCompany(company.id),
    onSuccess: (_, company) => {
      updateList((list) => list.filter((c) => c.id !== company.id));
      showSnackbar(t('preference.excluded.removed', { name: company.company_name }), 'success');
    },
  });

  return (
    <Box component="section" aria-labelledby="excluded-heading" sx={{ maxWidth: 720, mt: 4 }}>
      <GroupHeading id="excluded-heading" help={t('preference.excluded.help')}>
        {t('preference.excluded.title')}
      </GroupHeading>
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))}>
        <Controller
          control={form.control}
          name="company_name"
          render={({ field }) => (
            <CompanyPicker
              value={{ company_name: field.value ?? '', company_id: form.watch('company_id') ?? null }}
              onChange={(next) => {
                field.onChange(next.company_name);
                form.setValue('company_id', next.company_id);
              }}
              error={errorText(
                form.formState.errors.company_name?.message ?? form.formState.errors.company_id?.message,
              )}
              disabled={add.isPending}
            />
          )}
        />
        <Button type="submit" variant="outlined" startIcon={<Add />} loading={add.isPending} sx={{ mt: -1 }}>
          {t('preference.excluded.add')}
        </Button>
      </Box>
      {companies.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {t('preference.excluded.empty')}
        </Typography>
      ) : (
        <List aria-labelledby="excluded-heading" sx={{ mt: 1 }}>
          {companies.map((company) => (
            <ListItem
              key={company.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  aria-label={t('preference.excluded.remove', { name: company.company_name })}
                  loading={remove.isPending && remove.variables?.id === company.id}
                  onClick={() => remove.mutate(company)}
                >
                  {t('preference.excluded.remove_short')}
                </Button>
              }
            >
              <ListItemText primary={company.company_name} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
