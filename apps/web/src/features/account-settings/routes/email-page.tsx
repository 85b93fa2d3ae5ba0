import type { Preference } from '@hashi/shared/preference.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/feedback/use-unsaved-changes.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { type MasterListItem, useMasterList } from '../../../lib/masters/master-list.ts';
import { preferencesQueryOptions, saveEmailNotifications, usePreferences } from '../api/preferences.ts';
import { AccountPage } from '../components/account-page.tsx';
import { AgencySupportCard } from '../components/agency-support-card.tsx';
import { QueryState } from '../components/query-state.tsx';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

/**
 * /account-settings/email (spec §2 subscriptions): a switch for each e-mail notification type of the
 * cs-email-notifications list; the choice is the preferences' `email_notification_ids`. Below them,
 * the partner recruitment agency registration, which also decides who may contact the applicant.
 */
export default function EmailPage() {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  const preferences = usePreferences();
  const types = useMasterList('cs-email-notifications');
  const ready = preferences.data && types.data;

  return (
    <AccountPage title={t('children.email.title')} intro={t('email.intro')}>
      {ready ? (
        <>
          <SubscriptionsForm preference={preferences.data} types={types.items} />
          <AgencySupportCard />
        </>
      ) : (
        <QueryState
          isError={preferences.isError || types.isError}
          onRetry={() => void Promise.all([preferences.refetch(), types.refetch()])}
        />
      )}
    </AccountPage>
  );
}

type FormProps = { preference: Preference; types: MasterListItem<'cs-email-notifications'>[] };

function SubscriptionsForm({ preference, types }: FormProps) {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(preference.email_notification_ids));
  const saved = new Set(preference.email_notification_ids);
  const dirty = selected.size !== saved.size || [...selected].some((id) => !saved.has(id));
  useUnsavedChanges(dirty);

  const save = useMutation({
    // Sent in the list's order, so the same choice always makes the same request.
    mutationFn: () =>
      saveEmailNotifications(
        preference,
        types.map((type) => type.id).filter((id) => selected.has(id)),
      ),
    onSuccess: (next) => queryClient.setQueryData(preferencesQueryOptions().queryKey, next),
  });

  const toggle = (id: number, on: boolean) => {
    save.reset();
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      {save.isSuccess && !dirty && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('email.saved')}
        </Alert>
      )}
      {save.isError && isApiError(save.error) && save.error.status === 422 && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          {Object.values(save.error.fieldErrors).flat().join('\n') || save.error.message}
        </Alert>
      )}
      <Paper variant="outlined" component="fieldset" sx={{ m: 0, mb: 3, px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
          {t('email.group_label')}
        </Typography>
        {types.length === 0 && <Typography color="text.secondary">{t('email.none')}</Typography>}
        <FormGroup>
          {types.map((type) => (
            <FormControlLabel
              key={type.id}
              label={type.name}
              sx={{ py: 0.5, mr: 0 }}
              control={
                <Switch
                  checked={selected.has(type.id)}
                  onChange={(event) => toggle(type.id, event.target.checked)}
                  disabled={save.isPending}
                />
              }
            />
          ))}
        </FormGroup>
      </Paper>
      <Button type="submit" variant="contained" size="large" loading={save.isPending} disabled={!dirty}>
        {t('email.save')}
      </Button>
    </Box>
  );
}
