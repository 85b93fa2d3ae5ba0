import { excludedCompanyRequestSchema } from '@hashi/shared/preference.schema';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useConfirm } from '../../../components/feedback/use-confirm.ts';
import {
  addExcludedCompany,
  type ExcludedCompany,
  excludedCompaniesQueryOptions,
  removeExcludedCompany,
  useExcludedCompanies,
} from '../api/excluded-companies.ts';
import { AccountPage } from '../components/account-page.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

type FormInput = z.input<typeof excludedCompanyRequestSchema>;
type FormOutput = z.output<typeof excludedCompanyRequestSchema>;

/**
 * /account-settings/excluded-company (spec §2, §6): companies that cannot see the applicant's
 * profile — add one by name, remove one after a confirmation.
 */
export default function ExcludedCompanyPage() {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  const errorText = useErrorText();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const companies = useExcludedCompanies();
  const [status, setStatus] = useState<string | null>(null);
  const key = excludedCompaniesQueryOptions().queryKey;
  const setList = (update: (list: ExcludedCompany[]) => ExcludedCompany[]) =>
    queryClient.setQueryData(key, (list: ExcludedCompany[] | undefined) => update(list ?? []));

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodFormResolver(excludedCompanyRequestSchema),
    defaultValues: { company_name: '' },
  });
  const add = useMutation({
    mutationFn: (values: FormOutput) => addExcludedCompany(values.company_name),
    onSuccess: (company) => {
      setList((list) => [...list, company]);
      form.reset({ company_name: '' });
      setStatus(t('excluded.added', { name: company.company_name }));
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) applyServerErrors(error, form.setError, ['company_name']);
    },
  });
  const remove = useMutation({
    mutationFn: (company: ExcludedCompany) => removeExcludedCompany(company.id),
    onSuccess: (_, company) => {
      setList((list) => list.filter((c) => c.id !== company.id));
      setStatus(t('excluded.removed', { name: company.company_name }));
    },
  });

  const askRemove = async (company: ExcludedCompany) => {
    const ok = await confirm({
      title: t('excluded.confirm_title', { name: company.company_name }),
      message: t('excluded.confirm_message'),
      confirmLabel: t('excluded.confirm_remove'),
      destructive: true,
    });
    if (ok) remove.mutate(company);
  };

  return (
    <AccountPage title={t('children.excluded-company.title')} intro={t('excluded.intro')}>
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setStatus(null);
          add.mutate(values);
        })}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 1.5, mb: 1 }}
      >
        <FormTextField
          label={t('excluded.company_name')}
          registration={form.register('company_name')}
          error={errorText(form.formState.errors.company_name?.message)}
          required
          maxLength={255}
          autoComplete="organization"
          disabled={add.isPending}
          sx={{ flex: '1 1 260px', mb: 1.5 }}
        />
        <Button type="submit" variant="contained" size="large" loading={add.isPending} sx={{ mt: { sm: 3.75 } }}>
          {t('excluded.add')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {status && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {status}
          </Alert>
        )}
      </Box>
      {companies.data ? (
        <Paper variant="outlined">
          {companies.data.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {t('excluded.empty')}
            </Typography>
          ) : (
            <List aria-label={t('excluded.list_label')} disablePadding>
              {companies.data.map((company, i) => (
                <ListItem
                  key={company.id}
                  divider={i < companies.data.length - 1}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('excluded.remove', { name: company.company_name })}
                      onClick={() => void askRemove(company)}
                      disabled={remove.isPending}
                    >
                      <Close />
                    </IconButton>
                  }
                >
                  <ListItemText primary={company.company_name} sx={{ overflowWrap: 'anywhere', pr: 2 }} />
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      ) : (
        <QueryState isError={companies.isError} onRetry={() => void companies.refetch()} />
      )}
    </AccountPage>
  );
}
