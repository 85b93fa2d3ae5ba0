import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/feedback/use-snackbar.ts';
import { refreshProfileQueries, useProfile } from '../../profile/api/profile.ts';
import { putRecruitmentAgency } from '../api/recruitment-agency.ts';
import { ACCOUNT_SETTINGS_NS } from '../i18n.ts';

/**
 * The partner recruitment agency registration the wizard offers (`subscribed_to_gtalent`), which the
 * wizard promises can be stopped in the account settings: one switch, saved the moment it moves.
 */
export function AgencySupportCard() {
  const { t } = useTranslation(ACCOUNT_SETTINGS_NS);
  const helpId = useId();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const showSnackbar = useSnackbar();
  const save = useMutation({
    mutationFn: putRecruitmentAgency,
    onSuccess: (saved) => {
      showSnackbar(t(saved ? 'agency.saved_on' : 'agency.saved_off'), 'success');
      void refreshProfileQueries(queryClient);
    },
  });
  if (!profile.data) return null;
  // While the call is on its way the switch shows the new position; a failure puts it back.
  const checked = save.isPending ? Boolean(save.variables) : profile.data.subscribed_to_gtalent;
  return (
    <Paper variant="outlined" component="section" sx={{ mt: 4, px: { xs: 2, sm: 3 }, py: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('agency.title')}
      </Typography>
      <FormControlLabel
        label={t('agency.label')}
        sx={{ mr: 0 }}
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
        {t(checked ? 'agency.help_on' : 'agency.help_off')}
      </FormHelperText>
    </Paper>
  );
}
