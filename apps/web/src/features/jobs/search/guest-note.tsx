import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JOBS_NS } from '../i18n.ts';

/** Guests can search; reading a whole posting and applying need an account. */
export function GuestNote({ from }: { from: string }) {
  const { t } = useTranslation(JOBS_NS);
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      <Trans
        t={t}
        i18nKey="search.guest_note"
        components={{
          login: <Link component={RouterLink} to={`/login?redirect=${encodeURIComponent(from)}`} />,
          signup: <Link component={RouterLink} to="/sign-up" />,
        }}
      />
    </Alert>
  );
}
