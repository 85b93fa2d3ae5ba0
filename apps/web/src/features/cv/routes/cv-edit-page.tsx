import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { CvImport } from '../components/cv-import.tsx';
import { CV_NS } from '../i18n.ts';

export const PROFILE_REGISTRATION_PATH = '/profile-registration';

/**
 * /cv-edit (spec §2): a new applicant fills the profile from a CV before the registration wizard,
 * which opens pre-filled with what they kept. Filling it in by hand is always one link away.
 */
export default function CvEditPage() {
  const { t } = useTranslation(CV_NS);
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${t('cv_edit.title')} | Hashi`;
  }, [t]);
  const toWizard = useCallback(() => navigate(PROFILE_REGISTRATION_PATH), [navigate]);

  return (
    <Box sx={{ px: 2, py: { xs: 3, sm: 5 }, mx: 'auto', maxWidth: 880 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('cv_edit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('cv_edit.intro')}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Link component={RouterLink} to={PROFILE_REGISTRATION_PATH}>
          {t('cv_edit.skip')}
        </Link>
      </Typography>
      <CvImport onSaved={toWizard} />
    </Box>
  );
}
