import type { CompanyApplication } from '@hashi/shared/employer-approach.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionErrorText } from '../../../components/ui/console-states.tsx';
import { changeApplicationStatus } from '../api/applications.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { hasEnded, nextStatuses, visibleStatusBefore } from '@hashi/shared/application-status';

/**
 * The status control of one application: only the statuses the server's rule allows next
 * (@hashi/shared/application-status); the server's message when it refuses (another user changed it meanwhile).
 */
export function StatusChange({ application }: { application: CompanyApplication }) {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const current = application.status.id;
  const before = visibleStatusBefore(current, application.history);
  const options = nextStatuses(current, before);
  const [next, setNext] = useState<number | ''>('');
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation({
    meta: { silent: true },
    mutationFn: (status: number) => changeApplicationStatus(application.id, status),
    onSuccess: async (updated) => {
      setNext('');
      setDone(t('applications.changed_to', { status: t(`apply_status.${updated.status.id}`) }));
      await queryClient.invalidateQueries({ queryKey: ['employer', 'applications'] });
      await queryClient.invalidateQueries({ queryKey: ['employer', 'applicant', updated.applicant.id] });
    },
    onError: () => setDone(null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== '') change.mutate(next);
  };
  const label = t('applications.change_to');
  return (
    <Box component="form" onSubmit={submit} aria-label={t('applications.change')} sx={{ mt: 1.5 }}>
      {hasEnded(current, before) && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('applications.ended')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={label}
          value={next}
          onChange={(event) => setNext(Number(event.target.value))}
          sx={{ minWidth: 240 }}
        >
          {options.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`apply_status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={next === ''} loading={change.isPending}>
          {t('applications.save')}
        </Button>
      </Box>
      {change.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {actionError(change.error)}
        </Alert>
      )}
      {done && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {done}
        </Alert>
      )}
    </Box>
  );
}
