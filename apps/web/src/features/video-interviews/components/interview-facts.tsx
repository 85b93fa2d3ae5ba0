import Typography from '@mui/material/Typography';
import { QuestionType, type ApplicantInterview, type Question } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { formatTokyoDateTime, formatTokyoDay } from '../../../lib/format/date.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { clock } from './recording.ts';

/** "Answer by 22 Nov 2026 14:05" (Tokyo time). */
export function DeadlineText({ interview }: { interview: Pick<ApplicantInterview, 'deadline_at'> }) {
  const { t, i18n } = useTranslation(VIDEO_INTERVIEWS_NS);
  return <>{t('facts.deadline', { date: formatTokyoDateTime(interview.deadline_at, i18n.language) })}</>;
}

/** Spec §4: "Answers and videos are deleted on 22 Dec 2026." */
export function RetentionNotice({ interview }: { interview: Pick<ApplicantInterview, 'answers_delete_at'> }) {
  const { t, i18n } = useTranslation(VIDEO_INTERVIEWS_NS);
  return (
    <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
      {t('facts.retention', { date: formatTokyoDay(interview.answers_delete_at, i18n.language) })}
    </Typography>
  );
}

/** What one question asks for: a choice, a text of up to 400 characters, or a video with its limits. */
export function QuestionKind({ question }: { question: Question }) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  if (question.type === QuestionType.Selection) return <>{t('facts.kind_selection')}</>;
  if (question.type === QuestionType.FreeText) return <>{t('facts.kind_text')}</>;
  return (
    <>
      {t('facts.kind_video', {
        thinking: clock(question.thinking_seconds ?? 0),
        answer: clock(question.answer_seconds ?? 0),
        count: question.takes ?? 1,
      })}
    </>
  );
}
