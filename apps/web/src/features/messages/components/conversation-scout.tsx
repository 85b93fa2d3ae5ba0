import Box from '@mui/material/Box';
import type { Thread } from '@hashi/shared/messaging.schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { usePostingApproach } from '../../approaches/api/approach-queries.ts';
import { ScoutPanel } from '../../approaches/components/scout-panel.tsx';
import { MESSAGES_NS } from '../i18n.ts';

/**
 * A scout waiting for the applicant's reply, answered here with the approaches feature's own panel
 * (apply, decline, Know More, like). The scout's text is already in the conversation above, so the
 * panel shows the reply part only.
 */
export function ConversationScout({ thread, onReplied }: { thread: Thread; onReplied: () => void }) {
  const { t } = useTranslation(MESSAGES_NS);
  const posting = usePostingApproach(thread.job_posting.id);
  const scout = posting.data?.scout;
  const panel = useRef<HTMLDivElement>(null);
  const shown = Boolean(scout);
  // It arrives after the messages, below the newest one: bring the reply buttons into view.
  useEffect(() => {
    if (shown) panel.current?.scrollIntoView?.({ block: 'end' });
  }, [shown]);
  if (posting.isPending) return <SectionLoading label={t('conversation.scout_loading')} rows={1} />;
  if (posting.isError) {
    return <SectionError message={t('conversation.scout_error')} onRetry={() => void posting.refetch()} />;
  }
  if (!scout) return null;
  return (
    <Box ref={panel} sx={{ mb: 1 }}>
      <ScoutPanel
        scout={{ ...scout, message: null }}
        job={{ id: thread.job_posting.id, title: thread.job_posting.title, company: thread.company.name }}
        onReplied={onReplied}
      />
    </Box>
  );
}
