import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Thread } from '@hashi/shared/messaging.schema';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NS } from '../i18n.ts';

const COLOR = {
  applied: 'primary',
  matched: 'success',
  scouted: 'secondary',
  contacted: 'default',
  know_more: 'default',
} as const;

/** Where the thread stands — Scouted, Matched, Applied · <stage> … — and "Position closed". */
export function ThreadState({ thread }: { thread: Pick<Thread, 'state' | 'application_status' | 'posting_closed'> }) {
  const { t } = useTranslation(MESSAGES_NS);
  const stage = thread.application_status?.label;
  const label = thread.state === 'applied' && stage ? t('state.applied_stage', { stage }) : t(`state.${thread.state}`);
  return (
    <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" color={COLOR[thread.state]} label={label} />
      {/* A neutral filled chip: MUI's warning orange does not reach AA contrast with its text. */}
      {thread.posting_closed && <Chip size="small" label={t('state.closed')} />}
    </Stack>
  );
}
