import type { CompanyThread } from '@hashi/shared/messaging.schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';
import { applicantLabel, previewText, threadStateLabel } from './message-labels.ts';
import { formatMessageTime } from './message-time.ts';

/** One thread of the inbox: who, which posting, where it stands, the newest message and what is unread. */
export function ThreadItem({ thread }: { thread: CompanyThread }) {
  const { t, i18n } = useTranslation(EMPLOYER_MESSAGES_NS);
  const unread = thread.unread_count > 0;
  const last = thread.last_message;
  return (
    <Paper
      component="li"
      variant="outlined"
      // minWidth 0: a grid item may shrink below its one-line preview, which then ends in an ellipsis.
      sx={{ p: 2, minWidth: 0, borderLeftWidth: unread ? 4 : 1, borderLeftColor: unread ? 'primary.main' : undefined }}
    >
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
        >
          <Link component={RouterLink} to={`/employer/messages/${encodeURIComponent(thread.code)}`}>
            {applicantLabel(t, thread.applicant)}
          </Link>
        </Typography>
        {unread && (
          <Chip size="small" color="primary" label={t('inbox.unread_count', { count: thread.unread_count })} />
        )}
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {thread.job_posting.title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', my: 1 }}>
        <Chip size="small" variant="outlined" label={threadStateLabel(t, thread)} />
        {thread.posting_closed && <Chip size="small" label={t('thread.closed')} />}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          color={unread ? 'text.primary' : 'text.secondary'}
          sx={{ flex: '1 1 16rem', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {last ? previewText(t, thread, last) : t('inbox.no_messages')}
        </Typography>
        {last && (
          <Typography variant="body2" color="text.secondary" component="span">
            {formatMessageTime(last.created_at, i18n.resolvedLanguage ?? 'en')}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
