import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ApplicantInterview, QuestionType } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { VideoPlayer } from './camera-preview.tsx';

/**
 * Every question with the applicant's answer — the chosen option, the text, or the video — and,
 * while answers can change, a "Change" button that goes back to that question.
 */
export function AnswerList({
  interview,
  onChange,
}: {
  interview: ApplicantInterview;
  onChange?: (no: number) => void;
}) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {interview.questions.map((question) => {
        const answer = interview.answers.find((a) => a.question_no === question.no);
        const option =
          answer?.selected_option != null ? (question.options?.[answer.selected_option - 1] ?? null) : null;
        const headingId = `answer-${question.no}-title`;
        return (
          <Box
            component="li"
            key={question.no}
            aria-labelledby={headingId}
            sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography id={headingId} variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
              {t('question.of', { no: question.no, total: interview.questions.length })}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 600, whiteSpace: 'pre-wrap', mb: 1 }}>
              {question.text}
            </Typography>
            {option !== null && <Typography component="p">{option}</Typography>}
            {answer?.text != null && question.type === QuestionType.FreeText && (
              <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
                {answer.text}
              </Typography>
            )}
            {answer?.video && (
              <VideoPlayer src={answer.video.url} label={t('video.answer_player', { no: question.no })} />
            )}
            {option === null && answer?.text == null && !answer?.video && (
              <Typography component="p" sx={{ color: 'warning.dark' }}>
                {t('confirm.not_answered')}
              </Typography>
            )}
            {onChange && (
              <Button
                variant="text"
                sx={{ mt: 1 }}
                onClick={() => onChange(question.no)}
                aria-label={t('confirm.change_label', { no: question.no })}
              >
                {t('confirm.change')}
              </Button>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
