import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';

export function HomeLogoLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="hashi-logo-link" aria-label={t('app.home_link')}>
      <Logo size={compact ? 28 : 32} />
    </Link>
  );
}
