import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../../components/feedback/use-snackbar.ts';
import { refreshProfileQueries } from '../../../profile/api/profile.ts';
import { putVisibility } from '../../api/visibility.ts';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

/**
 * Whether companies find the applicant in their applicant search (ADR 0034). Saved the moment it
 * is switched, like "remote from overseas": hiding must not wait for the section's Save button.
 * The help text says what the current position means, since "hidden" has an exception.
 */
export function VisibilitySwitch({ initial }: { initial: boolean }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const helpId = useId();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const [visible, setVisible] = useState(initial);
  const save = useMutation({
    mutationFn: putVisibility,
    onSuccess: (saved) => {
      setVisible(saved);
      showSnackbar(t(saved ? 'preference.visibility_saved_visible' : 'preference.visibility_saved_hidden'), 'success');
      void refreshProfileQueries(queryClient);
    },
  });
  // While the call is on its way the switch shows the new position; a failure puts it back.
  const checked = save.isPending && save.variables !== undefined ? save.variables : visible;
  return (
    <Box sx={{ mb: 2.5 }}>
      <FormControlLabel
        label={t('preference.visibility')}
        control={
          <Switch
            checked={checked}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } as object }}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mx: 0, whiteSpace: 'pre-line' }}>
        {t(checked ? 'preference.visibility_on_help' : 'preference.visibility_off_help')}
      </FormHelperText>
    </Box>
  );
}
