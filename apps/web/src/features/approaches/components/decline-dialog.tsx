import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMasterList } from '../../../lib/masters/master-list.ts';
import { replyToScout } from '../api/approach-api.ts';
import { useApproachAction } from '../api/approach-queries.ts';
import { APPROACH_NS } from '../i18n.ts';

type DeclineDialogProps = { open: boolean; jobPostingId: number; onClose: () => void; onDone: () => void };

/** Spec §4: declining a scout needs a reason from the scout-decline-reasons list. */
export function DeclineDialog({ open, jobPostingId, onClose, onDone }: DeclineDialogProps) {
  const { t } = useTranslation(APPROACH_NS);
  const titleId = useId();
  const labelId = useId();
  const reasons = useMasterList('scout-decline-reasons', undefined, { enabled: open });
  const [reason, setReason] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const decline = useApproachAction((reasonId: number) =>
    replyToScout({ job_posting_id: jobPostingId, reply: 'decline', decline_reason_id: reasonId, answers: [] }),
  );
  const close = () => {
    setMissing(false);
    decline.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) {
      setMissing(true);
      return;
    }
    decline.mutate(reason, { onSuccess: onDone });
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('decline.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" gutterBottom>
            {t('decline.note')}
          </Typography>
          <FormControl error={missing && reason === null} required>
            <FormLabel id={labelId}>{t('decline.reason')}</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={reason === null ? '' : String(reason)}
              onChange={(_, value) => setReason(Number(value))}
            >
              {reasons.items.map((item) => (
                <FormControlLabel key={item.id} value={String(item.id)} control={<Radio />} label={item.name} />
              ))}
            </RadioGroup>
            {missing && reason === null && <FormHelperText>{t('decline.reason_required')}</FormHelperText>}
          </FormControl>
          {decline.isError && (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {decline.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('decline.cancel')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={decline.isPending}>
            {t('decline.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
