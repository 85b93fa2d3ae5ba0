import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';

/**
 * "Message": the conversation with this applicant about this posting when it has begun (the lists
 * carry its code); before any message, the inbox filtered to the posting.
 */
export function PostingMessagesLink({ postingId, threadCode }: { postingId: number; threadCode: string | null }) {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  if (threadCode) {
    return (
      <Link component={RouterLink} to={`/employer/messages/${threadCode}`} variant="body2">
        {t('messages.thread')}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={`/employer/messages?job_posting_id=${postingId}`} variant="body2">
      {t('messages.posting')}
    </Link>
  );
}
