import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { endSentenceAfterName } from '../../../lib/format/sentence.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { AnswerList } from './answer-list.tsx';
import { DeleteAnswersButton } from './delete-answers-button.tsx';
import { RetentionNotice } from './interview-facts.tsx';

/** Where the interview stands once nothing can change: sent (just now or before), expired, or deleted. */
function StatusAlert({ interview, company, justSent }: Props) {
  const { t, i18n } = useTranslation(VIDEO_INTERVIEWS_NS);
  if (interview.answers_deleted) return <Alert severity="info">{t('done.deleted')}</Alert>;
  if (justSent) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle component="h2">{t('done.sent_title')}</AlertTitle>
        {company ? endSentenceAfterName(t('done.sent_company', { company })) : t('done.sent')}
      </Alert>
    );
  }
  if (interview.status === 'completed' && interview.completed_at) {
    return (
      <Alert severity="success">
        {t('done.completed', { date: formatTokyoDateTime(interview.completed_at, i18n.language) })}
      </Alert>
    );
  }
  return <Alert severity="warning">{t('done.expired')}</Alert>;
}

type Props = { interview: ApplicantInterview; company: string | undefined; justSent: boolean };

/**
 * The interview after sending, after the deadline, or after its answers were deleted: what
 * happened, the answers read-only with the day they go, and a way to delete them sooner.
 */
export function AnswersReadOnly(props: Props) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const { interview } = props;
  const hasAnswers = !interview.answers_deleted && interview.answers.length > 0;
  return (
    <Box>
      <StatusAlert {...props} />
      {!interview.answers_deleted && (
        <Box sx={{ mt: 2 }}>
          <RetentionNotice interview={interview} />
        </Box>
      )}
      {hasAnswers && (
        <Box component="section" aria-labelledby="answers-title" sx={{ mt: 3 }}>
          <Typography id="answers-title" variant="h6" component="h2">
            {t('done.answers_title')}
          </Typography>
          <AnswerList interview={interview} />
          <Box sx={{ mt: 3 }}>
            <DeleteAnswersButton interview={interview} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
