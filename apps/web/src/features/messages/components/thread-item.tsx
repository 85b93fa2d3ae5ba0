import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Thread } from '@hashi/shared/messaging.schema';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CompanyLogo } from '../../../components/ui/company-logo.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { formatRelative, formatTokyoDateTime } from '../../../lib/format/date.ts';
import { MESSAGES_NS } from '../i18n.ts';
import { threadPreview } from './thread-preview.ts';
import { ThreadState } from './thread-state.tsx';

/** The unread count as a small filled circle; its meaning is spoken by the text beside it. */
function UnreadCount({ count }: { count: number }) {
  const { t } = useTranslation(MESSAGES_NS);
  return (
    <>
      <Box
        aria-hidden
        sx={{
          minWidth: 22,
          height: 22,
          px: 0.75,
          borderRadius: 11,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '22px',
          textAlign: 'center',
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
      <VisuallyHidden>{t('threads.unread', { count })}</VisuallyHidden>
    </>
  );
}

/**
 * One conversation in the list, the whole row a link to it: the company (logo or initial), the
 * posting, the newest message in a line, when it came (relative, Tokyo days), the unread count
 * and where the thread stands.
 */
export function ThreadItem({ thread, now }: { thread: Thread; now: Date }) {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const unread = thread.unread_count > 0;
  const at = thread.last_message?.created_at;
  return (
    <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <ListItemButton
        component={RouterLink}
        to={`/messages/${thread.code}`}
        sx={{ alignItems: 'flex-start', gap: 1.5, px: { xs: 1, sm: 2 }, py: 1.5 }}
      >
        <CompanyLogo name={thread.company.name} url={thread.company.logo_url} size={44} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="span"
              variant="subtitle1"
              sx={{ flex: 1, minWidth: 0, fontWeight: unread ? 700 : 600, overflowWrap: 'anywhere' }}
            >
              {thread.company.name}
            </Typography>
            {at && (
              <Typography
                component="time"
                dateTime={at}
                title={formatTokyoDateTime(at, i18n.language)}
                variant="caption"
                sx={{ color: unread ? 'text.primary' : 'text.secondary', whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {formatRelative(at, now, t)}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }} noWrap>
            {thread.job_posting.title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.25 }}>
            <Typography
              variant="body2"
              component="span"
              sx={{
                flex: 1,
                minWidth: 0,
                fontWeight: unread ? 600 : 400,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
              }}
            >
              {threadPreview(thread, t)}
            </Typography>
            {unread && <UnreadCount count={thread.unread_count} />}
          </Box>
          <Box sx={{ mt: 0.75 }}>
            <ThreadState thread={thread} />
          </Box>
        </Box>
      </ListItemButton>
    </Box>
  );
}
