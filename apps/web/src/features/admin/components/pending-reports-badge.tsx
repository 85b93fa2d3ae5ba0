import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { pendingReportsQuery } from '../api/admin-message-reports.ts';
import { ADMIN_NS } from '../i18n.ts';

/** Above this the badge says "99+". */
const BADGE_MAX = 99;

/** The reports waiting for a decision, beside "Reported messages" in the navigation; nothing when none wait. */
export function PendingReportsBadge() {
  const { t } = useTranslation(ADMIN_NS);
  const pending = useQuery({ ...pendingReportsQuery(), refetchInterval: 60_000 });
  const count = pending.data ?? 0;
  if (count <= 0) return null;
  return (
    <CountBadge
      shown={count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)}
      label={t('reports.pending_count', { count })}
    />
  );
}
