import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { clock } from './recording.ts';
import { TakeRecorder } from './take-recorder.tsx';
import type { useCamera } from './use-camera.ts';
import { useTakeRecorder } from './use-take-recorder.ts';

type Practice = NonNullable<ApplicantInterview['practice_question']>;

/** The practice question: recorded and watched as often as the applicant likes, never uploaded. */
export function PracticeQuestion({ practice, camera }: { practice: Practice; camera: ReturnType<typeof useCamera> }) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const recorder = useTakeRecorder(
    { thinkingSeconds: practice.thinking_seconds, answerSeconds: practice.answer_seconds },
    camera.open,
  );
  return (
    <Box component="section" aria-labelledby="practice-title" sx={{ mt: 3 }}>
      <Typography id="practice-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('practice.title')}
      </Typography>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('practice.help', {
          thinking: clock(practice.thinking_seconds),
          answer: clock(practice.answer_seconds),
        })}
      </Typography>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', my: 1 }}>
        {practice.text}
      </Typography>
      <TakeRecorder
        camera={camera}
        recorder={recorder}
        showProblem={false}
        idle={
          <Button variant="outlined" onClick={() => void recorder.begin()}>
            {t('practice.record')}
          </Button>
        }
        review={
          <Button
            variant="outlined"
            onClick={() => {
              recorder.discard();
              void recorder.begin();
            }}
          >
            {t('practice.again')}
          </Button>
        }
      />
    </Box>
  );
}
