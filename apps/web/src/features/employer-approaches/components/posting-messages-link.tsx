import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';

/**
 * The inbox filtered to one posting. The lists here do not carry thread codes and the inbox search
 * reads posting titles only, so the link goes to the posting's threads, where this applicant's is one.
 */
export function PostingMessagesLink({ postingId }: { postingId: number }) {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  return (
    <Link component={RouterLink} to={`/employer/messages?job_posting_id=${postingId}`} variant="body2">
      {t('messages.posting')}
    </Link>
  );
}
