import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { Message } from '@hashi/shared/messaging.schema';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { MESSAGES_NS } from '../i18n.ts';
import { MessageBubble } from './message-bubble.tsx';

type MessageListProps = {
  messages: Message[];
  company: string;
  /** A message being sent, shown at the end until the server's answer replaces it. */
  pending: Message | null;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  earlierFailed: boolean;
  onLoadEarlier: () => void;
  /** The thread's code and what to do after a report (the messages of the company can be reported). */
  report?: { code: string; onReported: () => void };
  /** What follows the messages inside the scrolling area (the scout's reply panel). */
  children?: ReactNode;
};

/**
 * The conversation, oldest first, in its own scrolling area. It opens at the newest message and
 * follows new ones; loading earlier messages keeps in view what the reader was looking at.
 */
export function MessageList(props: MessageListProps) {
  const { t } = useTranslation(MESSAGES_NS);
  const { messages, company } = props;
  // The sent message joins the list a moment before the send settles: never show it twice.
  const newestMessage = messages.at(-1);
  const files = (message: Message) => message.attachments.map((file) => file.id).join(',');
  const alreadyShown =
    newestMessage?.mine &&
    props.pending &&
    (newestMessage.body ?? '') === props.pending.body &&
    files(newestMessage) === files(props.pending);
  const pending = props.pending && !alreadyShown ? props.pending : null;
  const scroller = useRef<HTMLDivElement>(null);
  const last = useRef<{ first?: number; newest?: number; pending: boolean; fromBottom: number }>({
    pending: false,
    fromBottom: 0,
  });

  const first = messages[0]?.id;
  const newest = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = last.current;
    if (before.first !== undefined && first !== before.first && newest === before.newest) {
      // Earlier messages came in above: keep the same messages in view.
      box.scrollTop = box.scrollHeight - before.fromBottom;
    } else if (newest !== before.newest || (pending !== null) !== before.pending) {
      box.scrollTop = box.scrollHeight;
    }
    last.current = { first, newest, pending: pending !== null, fromBottom: box.scrollHeight - box.scrollTop };
  }, [first, newest, pending]);

  return (
    <Box
      ref={scroller}
      onScroll={() => {
        const box = scroller.current;
        if (box) last.current.fromBottom = box.scrollHeight - box.scrollTop;
      }}
      // A scrolling box must take the keyboard's focus, so that arrow keys and Page Up scroll it (axe
      // scrollable-region-focusable) when no control inside it can.
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, md: 3 }, py: 1 }}
    >
      {props.hasEarlier && (
        <Box sx={{ display: 'flex', justifyContent: 'center', my: 1 }}>
          {props.earlierFailed ? (
            <ErrorState
              message={t('conversation.earlier_failed')}
              retryLabel={t('conversation.load_earlier')}
              onRetry={props.onLoadEarlier}
            />
          ) : (
            <Button
              variant="outlined"
              size="small"
              onClick={props.onLoadEarlier}
              disabled={props.loadingEarlier}
              startIcon={props.loadingEarlier ? <CircularProgress size={16} aria-hidden /> : undefined}
            >
              {t('conversation.load_earlier')}
            </Button>
          )}
        </Box>
      )}
      <Box role="log" aria-label={t('conversation.messages_label', { company })}>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} company={company} report={props.report} />
          ))}
          {pending && <MessageBubble message={pending} company={company} pending />}
        </Box>
      </Box>
      {props.children}
    </Box>
  );
}
