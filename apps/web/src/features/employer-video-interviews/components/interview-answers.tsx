import { type Answer, type CompanyInterview, type Question, QuestionType } from '@hashi/shared/video-interview.schema';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYER_VIDEO_INTERVIEWS_NS } from '../i18n.ts';

type Video = NonNullable<Answer['video']>;

/** A signed link is kept while it is valid: a refetch signs a new one, which would restart the player. */
const RENEW_BEFORE_MS = 90_000;

function VideoAnswer({ video, label }: { video: Video; label: string }) {
  const [shown, setShown] = useState(video);
  if (shown.url !== video.url && Date.parse(shown.url_expires_at) - Date.now() < RENEW_BEFORE_MS) setShown(video);
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={shown.url}
      aria-label={label}
      sx={{ display: 'block', width: '100%', maxWidth: 640, maxHeight: 400, bgcolor: 'common.black', borderRadius: 1 }}
    />
  );
}

function AnswerBody({ question, answer }: { question: Question; answer: Answer }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  if (answer.video) {
    return (
      <>
        <VideoAnswer video={answer.video} label={t('interview.video_label', { n: question.no })} />
        <Typography variant="caption" color="text.secondary">
          {t('interview.takes_used', { count: answer.takes_used })}
        </Typography>
      </>
    );
  }
  if (answer.selected_option !== null) {
    const option = question.options?.[answer.selected_option - 1] ?? String(answer.selected_option);
    return <Typography>{t('interview.chosen', { option })}</Typography>;
  }
  if (answer.text !== null) {
    return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answer.text}</Typography>;
  }
  return <Typography color="text.secondary">{t('interview.no_answer')}</Typography>;
}

/** Each question in order with its answer: the chosen option, the text, or the video player. */
export function InterviewAnswers({ interview }: { interview: CompanyInterview }) {
  const { t } = useTranslation(EMPLOYER_VIDEO_INTERVIEWS_NS);
  const answers = new Map(interview.answers.map((a) => [a.question_no, a]));
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {interview.questions.map((question) => {
        const answer = answers.get(question.no);
        return (
          <Box component="li" key={question.no} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Typography component="h3" variant="subtitle2" color="text.secondary">
              {t('interview.question_title', { n: question.no, type: t(`type.${question.type}`) })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', fontWeight: 600, mb: 1 }}>{question.text}</Typography>
            {question.type === QuestionType.Selection && question.options && (
              <Box component="ul" sx={{ m: 0, mb: 1, pl: 3, color: 'text.secondary' }}>
                {question.options.map((option) => (
                  <Typography component="li" variant="body2" key={option}>
                    {option}
                  </Typography>
                ))}
              </Box>
            )}
            {question.type === QuestionType.Video && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('interview.video_details', {
                  thinking: question.thinking_seconds,
                  answer: question.answer_seconds,
                  takes: question.takes,
                })}
              </Typography>
            )}
            {answer && <AnswerBody question={question} answer={answer} />}
          </Box>
        );
      })}
    </Box>
  );
}
