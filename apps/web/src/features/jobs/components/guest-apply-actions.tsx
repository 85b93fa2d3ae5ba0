import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JOBS_NS } from '../i18n.ts';

/**
 * A guest's call to action where an applicant has Apply: sign up (free for job seekers) or log in,
 * after which the login returns to this posting's applicant page.
 */
export function GuestApplyActions({ jobId }: { jobId: number }) {
  const { t } = useTranslation(JOBS_NS);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: '100%' }}>
      <Typography variant="body2" component="p" sx={{ flex: '1 1 16rem' }}>
        {t('detail.guest_apply_note')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/sign-up" variant="contained">
          {t('detail.guest_sign_up')}
        </Button>
        <Button
          component={RouterLink}
          to={`/login?redirect=${encodeURIComponent(`/jobs/${jobId}`)}`}
          variant="outlined"
        >
          {t('detail.guest_log_in')}
        </Button>
      </Box>
    </Box>
  );
}
