import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../shell/feedback/use-snackbar.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';
import { refreshProfileQueries } from '../../../profile/api/profile.ts';
import { putWorkRemotely } from './preference-api.ts';

/**
 * "Remote from overseas" (spec §3) has its own call (PUT applicants/work-remotely, spec §7), so it
 * is saved the moment it is switched rather than with the Save button; the help text says so.
 */
export function RemoteSwitch({ value, onSaved }: { value: boolean; onSaved: (value: boolean) => void }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const helpId = useId();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const save = useMutation({
    mutationFn: putWorkRemotely,
    onSuccess: (saved) => {
      onSaved(saved);
      showSnackbar(t('preference.remote_saved'), 'success');
      void refreshProfileQueries(queryClient);
    },
  });
  // While the call is on its way the switch shows the new position; a failure puts it back.
  const checked = save.isPending && save.variables !== undefined ? save.variables : value;
  return (
    <Box sx={{ mb: 2.5 }}>
      <FormControlLabel
        label={t('preference.remote')}
        control={
          <Switch
            checked={checked}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } as object }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mx: 0 }}>
        {t('preference.remote_help')}
      </FormHelperText>
    </Box>
  );
}
