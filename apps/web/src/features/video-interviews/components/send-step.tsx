import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { useTranslation } from 'react-i18next';
import { useUpdateInterview } from '../api/update-interview.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { errorText } from './error-text.ts';
import { DeadlineText } from './interview-facts.tsx';
import { useAnswerUploading } from '../upload/start-answer-upload.ts';
import type { StepTarget } from './steps.ts';

type Props = {
  interview: ApplicantInterview;
  company: string | undefined;
  onGo: (target: StepTarget) => void;
  onSent: () => void;
};

/**
 * Step 4 (spec §2 "send"): once sent the answers cannot change and the company sees them. A
 * refusal (not every question answered, the deadline passed, already sent) is the server's
 * message in the user's language.
 */
export function SendStep({ interview, company, onGo, onSent }: Props) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const send = useUpdateInterview(interview.id);
  const uploading = useAnswerUploading(interview.id);
  return (
    <Box component="section" aria-labelledby="send-title">
      <Typography id="send-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('send.title')}
      </Typography>
      <Typography component="p">{company ? t('send.help_company', { company }) : t('send.help')}</Typography>
      <Typography component="p" sx={{ mt: 1 }}>
        <DeadlineText interview={interview} />
      </Typography>
      {uploading && (
        <Alert severity="info" role="status" sx={{ mt: 2 }}>
          {t('send.wait_upload')}
        </Alert>
      )}
      {send.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorText(send.error, t)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 4 }}>
        <Button variant="outlined" disabled={send.isPending} onClick={() => onGo({ step: 'confirm' })}>
          {t('question.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={send.isPending || uploading}
          onClick={() => send.mutate({ send: true }, { onSuccess: onSent })}
        >
          {send.isPending ? t('send.sending') : t('send.button')}
        </Button>
      </Box>
    </Box>
  );
}
