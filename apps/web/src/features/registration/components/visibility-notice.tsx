import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_NS } from '../i18n.ts';

/**
 * Said before the applicant finishes: a complete profile is listed in employers' applicant search
 * at once (ADR 0034), and where to hide it. No link, so that the last step is not left half saved.
 */
export function VisibilityNotice() {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    // A standing notice, not an event: role "note" keeps screen readers from announcing it as an alert.
    <Alert severity="info" role="note" sx={{ mt: 1, mb: 2.5 }}>
      {t('career.visibility_notice')}
    </Alert>
  );
}
