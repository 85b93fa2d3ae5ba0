import { UNREAD_BADGE_MAX } from '@hashi/shared/constants';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { useUnseenApplications } from '../api/unseen-applications.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';

/** The new applications beside "Applications" in the console's navigation ('9+' above 9, spec §9). */
export function NewApplicationsBadge() {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  const count = useUnseenApplications().data ?? 0;
  if (count <= 0) return null;
  const shown = count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
  return <CountBadge shown={shown} label={t('nav.new_applications', { count })} />;
}
