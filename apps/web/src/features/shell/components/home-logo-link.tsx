import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';

export function HomeLogoLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to="/"
      aria-label={t('app.home_link')}
      underline="none"
      sx={{ display: 'inline-flex', borderRadius: 1 }}
    >
      <Logo size={compact ? 28 : 32} />
    </Link>
  );
}
