import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { CameraPreview } from './camera-preview.tsx';
import { CameraProblemAlert } from './camera-problem.tsx';
import { DeadlineText, QuestionKind, RetentionNotice } from './interview-facts.tsx';
import { PracticeQuestion } from './practice-question.tsx';
import { useCamera } from './use-camera.ts';

/**
 * Step 1 (spec §2 "start"): the company's introduction, what to expect, the recommendation (spec §9),
 * the day the answers go (spec §4), a camera and microphone check, and the practice question.
 */
export function StartStep({ interview, onBegin }: { interview: ApplicantInterview; onBegin: () => void }) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const camera = useCamera();
  const { recommendation } = interview;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('start.title')}
      </Typography>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
        {interview.intro}
      </Typography>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('start.expect_title')}
      </Typography>
      <Typography component="p">{t('start.expect_count', { count: interview.questions.length })}</Typography>
      <Box component="ol" sx={{ pl: 3, my: 1 }}>
        {interview.questions.map((question) => (
          <li key={question.no}>
            <QuestionKind question={question} />
          </li>
        ))}
      </Box>
      <Typography component="p">
        <DeadlineText interview={interview} />
      </Typography>
      <Typography component="p" sx={{ mt: 1 }}>
        {t('start.recommendation', {
          width: recommendation.max_width,
          height: recommendation.max_height,
          seconds: recommendation.seconds,
        })}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <RetentionNotice interview={interview} />
      </Box>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3 }}>
        {t('camera.title')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('camera.help')}
      </Typography>
      {camera.problem && <CameraProblemAlert problem={camera.problem} />}
      {camera.stream ? (
        <>
          <CameraPreview stream={camera.stream} label={t('camera.preview')} />
          <Typography role="status" component="p" sx={{ mt: 1 }}>
            {t('camera.ready')}
          </Typography>
        </>
      ) : (
        <Button variant="outlined" disabled={camera.opening} onClick={() => void camera.open()}>
          {t('camera.check')}
        </Button>
      )}

      {interview.practice_question && interview.can_answer && (
        <PracticeQuestion practice={interview.practice_question} camera={camera} />
      )}

      {interview.can_answer && (
        <Box sx={{ mt: 4 }}>
          <Button variant="contained" size="large" onClick={onBegin}>
            {t('start.begin')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
