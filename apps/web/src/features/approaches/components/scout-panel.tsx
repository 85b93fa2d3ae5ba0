import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Scout } from '@hashi/shared/approach.schema';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from './use-notify.ts';
import { replyToScout } from '../api/approach-api.ts';
import { useApproachAction } from '../api/approach-queries.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { APPROACH_NS } from '../i18n.ts';
import { ApplyDialog, type ApplyTarget } from './apply-dialog.tsx';
import { DeclineDialog } from './decline-dialog.tsx';
import { KnowMoreConfirm } from './know-more-confirm.tsx';

const STATE_COLOR = {
  pending: 'primary',
  expired: 'default',
  applied: 'success',
  declined: 'default',
  sent: 'success',
} as const;

/** A scout's state as a chip: waiting, expired, applied, declined or replied (spec §4). */
export function ScoutStateChip({ scout }: { scout: Scout }) {
  const { t } = useTranslation(APPROACH_NS);
  return <Chip size="small" color={STATE_COLOR[scout.state]} label={t(`scout.state_${scout.state}`)} />;
}

/** What happened to the scout, in a sentence with its date. */
function scoutLine(scout: Scout, language: string, t: TFunction): string {
  const on = (iso: string | null) => formatTokyoDay(iso ?? scout.scouted_at, language);
  switch (scout.state) {
    case 'pending':
      return t('scout.reply_by', { date: on(scout.expires_at) });
    case 'expired':
      return t('scout.expired', { date: on(scout.expires_at) });
    case 'applied':
      return t('scout.applied', { date: on(scout.replied_at) });
    case 'declined':
      return scout.decline_reason
        ? t('scout.declined_reason', { date: on(scout.replied_at), reason: scout.decline_reason.name })
        : t('scout.declined', { date: on(scout.replied_at) });
    default:
      return t(scout.reply === 'liked' ? 'scout.sent_liked' : 'scout.sent_know_more', { date: on(scout.replied_at) });
  }
}

type ScoutPanelProps = {
  scout: Scout;
  job: ApplyTarget;
  /** After a Know More, like or decline was stored (applying leads to its own page instead). */
  onReplied?: () => void;
};

/**
 * A scout with its message and, while it waits for a reply, the four answers of spec §4: apply,
 * decline (with a reason), Know More or like. Afterwards it shows applied, declined or sent.
 */
export function ScoutPanel({ scout, job, onReplied }: ScoutPanelProps) {
  const { t, i18n } = useTranslation(APPROACH_NS);
  const showSnackbar = useNotify();
  const [applying, setApplying] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reply = useApproachAction((answer: 'know_more' | 'like') =>
    replyToScout({ job_posting_id: job.id, reply: answer, answers: [] }),
  );
  const send = (answer: 'know_more' | 'like') =>
    reply.mutate(answer, {
      onSuccess: () => {
        showSnackbar(t(answer === 'like' ? 'actions.done_like' : 'actions.done_know_more'), 'success');
        onReplied?.();
      },
      onError: (error) => showSnackbar(error.message, 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography variant="subtitle2" component="p">
          {t('scout.title', { company: job.company })}
        </Typography>
        <ScoutStateChip scout={scout} />
      </Box>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {t('scout.received', { date: formatTokyoDay(scout.scouted_at, i18n.language) })}
      </Typography>
      {scout.message && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word', my: 1 }}>
          {scout.message}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: scout.state === 'pending' ? 700 : 400 }}>
        {scoutLine(scout, i18n.language, t)}
      </Typography>
      {scout.state === 'pending' && (
        <Box role="group" aria-label={t('scout.reply_label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button variant="contained" size="small" onClick={() => setApplying(true)}>
            {t('scout.reply_apply')}
          </Button>
          <Button variant="outlined" size="small" disabled={reply.isPending} onClick={() => setConfirming(true)}>
            {t('scout.reply_know_more')}
          </Button>
          <Button variant="outlined" size="small" disabled={reply.isPending} onClick={() => send('like')}>
            {t('scout.reply_like')}
          </Button>
          <Button color="error" size="small" onClick={() => setDeclining(true)}>
            {t('scout.reply_decline')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
            {t('know_more.like_vs_know_more')}
          </Typography>
        </Box>
      )}
      <KnowMoreConfirm
        open={confirming}
        company={job.company}
        busy={reply.isPending}
        onConfirm={() => send('know_more')}
        onCancel={() => setConfirming(false)}
      />
      <ApplyDialog open={applying} job={job} viaScout onClose={() => setApplying(false)} />
      <DeclineDialog
        open={declining}
        jobPostingId={job.id}
        onClose={() => setDeclining(false)}
        onDone={() => {
          setDeclining(false);
          showSnackbar(t('scout.done_decline'), 'success');
          onReplied?.();
        }}
      />
    </Box>
  );
}
