import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { AnswerList } from './answer-list.tsx';
import type { StepTarget } from './steps.ts';

/** Step 3 (spec §2 "confirm or change"): every answer to review, each with a way back to change it. */
export function ConfirmStep({
  interview,
  onGo,
}: {
  interview: ApplicantInterview;
  onGo: (target: StepTarget) => void;
}) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const last = interview.questions.length;
  return (
    <Box component="section" aria-labelledby="confirm-title">
      <Typography id="confirm-title" variant="h6" component="h2">
        {t('confirm.title')}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        {t('confirm.help')}
      </Typography>
      <AnswerList interview={interview} onChange={(no) => onGo({ step: 'questions', q: no })} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 4 }}>
        <Button variant="outlined" onClick={() => onGo({ step: 'questions', q: last })}>
          {t('question.back')}
        </Button>
        <Button variant="contained" onClick={() => onGo({ step: 'send' })}>
          {t('confirm.to_send')}
        </Button>
      </Box>
    </Box>
  );
}
