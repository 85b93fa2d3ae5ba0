import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ApproachItem } from '@hashi/shared/approach.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from './use-notify.ts';
import { respondToPin } from '../api/approach-api.ts';
import { useApproachAction } from '../api/approach-queries.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { APPROACH_NS } from '../i18n.ts';
import { KnowMoreConfirm } from './know-more-confirm.tsx';

type Pin = NonNullable<ApproachItem['pin']>;

type PinPanelProps = {
  pin: Pin;
  approachId: number;
  company: string;
  /** Already a match (the applicant's Know More came first): nothing is left to answer. */
  matched: boolean;
};

/** A company's pin or like of the applicant (spec §4): answered once with Know More or like — a match. */
export function PinPanel({ pin, approachId, company, matched }: PinPanelProps) {
  const { t, i18n } = useTranslation(APPROACH_NS);
  const showSnackbar = useNotify();
  const respond = useApproachAction((response: 'know_more' | 'liked') => respondToPin(approachId, response));
  const [confirming, setConfirming] = useState(false);
  if (!pin.pinned_at && !pin.liked_at) return null;
  const send = (response: 'know_more' | 'liked') =>
    respond.mutate(response, {
      onSuccess: () =>
        showSnackbar(t(response === 'liked' ? 'actions.done_like' : 'actions.done_know_more'), 'success'),
      onError: (error) => showSnackbar(error.message, 'error'),
      onSettled: () => setConfirming(false),
    });

  return (
    <Box sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="p">
        {t(pin.pinned_at ? 'pin.pinned' : 'pin.liked', { company })}
      </Typography>
      {pin.response ? (
        <Typography variant="body2">
          {t(pin.response === 'liked' ? 'pin.answered_liked' : 'pin.answered_know_more', {
            date: formatTokyoDay(pin.responded_at ?? pin.pinned_at ?? pin.liked_at ?? '', i18n.language),
          })}
        </Typography>
      ) : (
        !matched && (
          <Box
            role="group"
            aria-label={t('pin.answer_label')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}
          >
            <Button variant="contained" size="small" disabled={respond.isPending} onClick={() => setConfirming(true)}>
              {t('pin.know_more')}
            </Button>
            <Button variant="outlined" size="small" disabled={respond.isPending} onClick={() => send('liked')}>
              {t('pin.like')}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
              {t('know_more.like_vs_know_more')}
            </Typography>
          </Box>
        )
      )}
      <KnowMoreConfirm
        open={confirming}
        company={company}
        busy={respond.isPending}
        onConfirm={() => send('know_more')}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
