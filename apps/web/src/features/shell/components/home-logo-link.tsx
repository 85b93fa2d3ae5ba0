import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/logo.tsx';

/**
 * The logo leads home. Its name starts with the words the logo shows ("Hashi 橋"), so people who
 * steer by voice can say what they see (WCAG 2.5.3 Label in Name).
 */
export function HomeLogoLink({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className="hashi-logo-link" aria-label={t('app.home_link')}>
      <Logo size={compact ? 28 : 32} />
    </Link>
  );
}
