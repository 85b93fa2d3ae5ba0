import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A thin bar at the very top while the router loads the next page (its lazy chunk or its data), so
 * a slow connection shows that something is happening.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div className="hashi-progress" role="progressbar" aria-label={t('a11y.loading_page')} />;
}
