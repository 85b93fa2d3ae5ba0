import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { APPLY_BLOCKS } from '@hashi/shared/approach.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from './use-notify.ts';
import { type PostingAction, postingAction } from '../api/approach-api.ts';
import { useApproachAction } from '../api/approach-queries.ts';
import { APPROACH_NS } from '../i18n.ts';
import { ApplyDialog, type ApplyTarget } from './apply-dialog.tsx';
import { KnowMoreConfirm } from './know-more-confirm.tsx';

export type PostingState = {
  saved: boolean;
  hidden: boolean;
  knowMore: boolean;
  applied: boolean;
  closed: boolean;
  /** Why applying is refused, when the server said so (detail page). */
  blocked: (typeof APPLY_BLOCKS)[number] | null;
  /** Applying answers a waiting scout. */
  scoutPending: boolean;
};

const DONE: Record<PostingAction, string> = {
  save: 'actions.done_save',
  unsave: 'actions.done_unsave',
  hide: 'actions.done_hide',
  visible: 'actions.done_visible',
  'know-more': 'actions.done_know_more',
};

/**
 * Apply, Know More, save and hide for one posting (spec §4): what is done shows as done (Know More
 * cannot be cancelled, so it is explained beside the button and confirmed before it is sent),
 * saving toggles (the applicant's own save is theirs to remove, even on a closed posting), a closed
 * posting takes no new action, a hidden one can only come back.
 */
export function PostingActionButtons({ job, state }: { job: ApplyTarget; state: PostingState }) {
  const { t } = useTranslation(APPROACH_NS);
  const showSnackbar = useNotify();
  const [applying, setApplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const hintId = useId();
  const action = useApproachAction((name: PostingAction) => postingAction(name, job.id));
  const run = (name: PostingAction, onSettled?: () => void) =>
    action.mutate(name, {
      onSuccess: () => showSnackbar(t(DONE[name]), 'success'),
      onError: (error) => showSnackbar(error.message, 'error'),
      onSettled,
    });
  const busy = action.isPending;

  if (state.hidden) {
    return (
      <Button variant="outlined" size="small" disabled={busy} onClick={() => run('visible')}>
        {t('actions.show_again')}
      </Button>
    );
  }
  const open = !state.closed;
  const canKnowMore = open && !state.applied && !state.knowMore;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {state.applied ? (
        <Button variant="contained" size="small" disabled>
          {t('actions.applied')}
        </Button>
      ) : (
        open && (
          <Button variant="contained" size="small" disabled={state.blocked !== null} onClick={() => setApplying(true)}>
            {t('actions.apply')}
          </Button>
        )
      )}
      {state.knowMore ? (
        <Button variant="outlined" size="small" disabled>
          {t('actions.know_more_sent')}
        </Button>
      ) : (
        canKnowMore && (
          <Button
            variant="outlined"
            size="small"
            disabled={busy}
            aria-describedby={hintId}
            onClick={() => setConfirming(true)}
          >
            {t('actions.know_more')}
          </Button>
        )
      )}
      {state.saved ? (
        <Button size="small" disabled={busy} onClick={() => run('unsave')}>
          {t('actions.unsave')}
        </Button>
      ) : (
        open && (
          <Button size="small" disabled={busy} onClick={() => run('save')}>
            {t('actions.save')}
          </Button>
        )
      )}
      <Button size="small" color="inherit" disabled={busy} onClick={() => run('hide')}>
        {t('actions.hide')}
      </Button>
      {state.blocked && state.blocked !== 'already_applied' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
          {t(`blocked.${state.blocked}`)}
        </Typography>
      )}
      {canKnowMore && (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
          {t('know_more.hint')}
        </Typography>
      )}
      <KnowMoreConfirm
        open={confirming}
        company={job.company}
        busy={busy}
        onConfirm={() => run('know-more', () => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
      <ApplyDialog open={applying} job={job} viaScout={state.scoutPending} onClose={() => setApplying(false)} />
    </Box>
  );
}
