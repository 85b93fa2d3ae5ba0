import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMessage } from '../../../components/ui/page-message.tsx';

/** Spec §2: every unknown path, including pages that later issues will build. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageMessage code="404" title={t('not_found.title')} body={t('not_found.body')}>
      <Link to="/" className="hashi-btn hashi-btn--contained hashi-btn--large">
        {t('not_found.home')}
      </Link>
    </PageMessage>
  );
}
