import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { pendingReportsQuery } from '../api/admin-message-reports.ts';
import { ADMIN_NS } from '../i18n.ts';

/** Above this the badge says "99+". */
const BADGE_MAX = 99;

/**
 * The reports waiting for a decision, beside "Reported messages" in the navigation; nothing when
 * none wait. Screen readers hear the sentence ("3 reports to review"), not the bare number.
 */
export function PendingReportsBadge() {
  const { t } = useTranslation(ADMIN_NS);
  const pending = useQuery({ ...pendingReportsQuery(), refetchInterval: 60_000 });
  const count = pending.data ?? 0;
  if (count <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          ml: 0.75,
          px: 0.75,
          minWidth: 20,
          height: 20,
          borderRadius: 10,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: 1,
        }}
      >
        {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
      </Box>
      <VisuallyHidden>{` (${t('reports.pending_count', { count })})`}</VisuallyHidden>
    </>
  );
}
