import type { CompanyThread } from '@hashi/shared/messaging.schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';
import { applicantLabel, threadStateLabel } from './message-labels.ts';

/** Who the conversation is with, about which posting, and where it stands. */
export function ConversationHeader({ thread }: { thread: CompanyThread }) {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {applicantLabel(t, thread.applicant)}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t('conversation.posting', { title: thread.job_posting.title })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 1 }}>
        <Chip size="small" color="primary" label={threadStateLabel(t, thread)} />
        {thread.posting_closed && <Chip size="small" label={t('thread.closed')} />}
        <Link component={RouterLink} to={`/employer/applicants/${thread.applicant.id}`} variant="body2">
          {t('conversation.profile')}
        </Link>
      </Box>
    </Box>
  );
}
