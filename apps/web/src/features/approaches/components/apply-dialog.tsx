import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputLabel from '@mui/material/InputLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { replyToScout, storeApply } from '../api/approach-api.ts';
import { useApproachAction, usePostingApproach } from '../api/approach-queries.ts';
import { APPROACH_NS } from '../i18n.ts';

const ANSWER_MAX = 2000;

export type ApplyTarget = { id: number; title: string; company: string };

type ApplyDialogProps = {
  open: boolean;
  job: ApplyTarget;
  /** Applying as the reply to this posting's scout (scout-reply `apply`) rather than on its own. */
  viaScout?: boolean;
  onClose: () => void;
};

/**
 * Spec §2, §5: applying is a dialog with the posting's confirmation questions, every one of them
 * required ('Kindly answer all questions'). Sent, it leads to /jobs/{id}/applycomplete.
 */
export function ApplyDialog({ open, job, viaScout = false, onClose }: ApplyDialogProps) {
  const { t } = useTranslation(APPROACH_NS);
  const titleId = useId();
  const fieldId = useId();
  const navigate = useNavigate();
  const posting = usePostingApproach(open ? job.id : null);
  const questions = posting.data?.questions ?? [];
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const apply = useApproachAction((list: Array<{ question_id: string; answer: string }>) =>
    viaScout
      ? replyToScout({ job_posting_id: job.id, reply: 'apply', answers: list })
      : storeApply({ job_posting_id: job.id, answers: list }),
  );

  // A new attempt starts without the last one's messages.
  const close = () => {
    setMissing(false);
    apply.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const list = questions.map((q) => ({ question_id: q.id, answer: (answers[q.id] ?? '').trim() }));
    if (list.some((a) => a.answer === '')) {
      setMissing(true);
      return;
    }
    setMissing(false);
    apply.mutate(list, {
      onSuccess: () => navigate(`/jobs/${job.id}/applycomplete`, { state: { title: job.title, company: job.company } }),
    });
  };

  const blank = (id: string) => missing && (answers[id] ?? '').trim() === '';
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('apply.title')}</DialogTitle>
        <DialogContent>
          <Typography sx={{ fontWeight: 700 }}>{job.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {job.company}
          </Typography>
          {posting.isPending && (
            <Box role="status" aria-label={t('apply.loading')} sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={28} aria-hidden />
            </Box>
          )}
          {posting.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => posting.refetch()}>
                  {t('apply.retry')}
                </Button>
              }
            >
              {t('apply.load_failed')}
            </Alert>
          )}
          {posting.isSuccess && (
            <>
              <Typography variant="body2" gutterBottom>
                {questions.length > 0 ? t('apply.intro') : t('apply.no_questions')}
              </Typography>
              {questions.map((q, index) => (
                <Box key={q.id} sx={{ mb: 2 }}>
                  <InputLabel
                    htmlFor={`${fieldId}-${index}`}
                    sx={{ whiteSpace: 'normal', color: 'text.primary', mb: 0.5 }}
                  >
                    {q.question}
                  </InputLabel>
                  <TextField
                    id={`${fieldId}-${index}`}
                    value={answers[q.id] ?? ''}
                    onChange={(e) => setAnswers((prev) => ({ ...prev, [q.id]: e.target.value }))}
                    placeholder={t('apply.answer')}
                    multiline
                    minRows={2}
                    fullWidth
                    required
                    error={blank(q.id)}
                    slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }}
                  />
                </Box>
              ))}
            </>
          )}
          {missing && (
            <Alert severity="error" role="alert">
              {t('apply.answer_all')}
            </Alert>
          )}
          {apply.isError && (
            <Alert severity="error" role="alert">
              {apply.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('apply.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!posting.isSuccess || apply.isPending}>
            {t('apply.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
