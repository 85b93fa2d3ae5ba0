import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { POLLING_MS } from '@hashi/shared/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { allMessages, conversationQuery, markThreadRead } from '../api/conversation.ts';
import { THREADS_KEY } from '../api/threads.ts';
import { EMPLOYER_UNREAD_KEY } from '../api/unread.ts';
import { Composer } from '../components/composer.tsx';
import { ConversationHeader } from '../components/conversation-header.tsx';
import { MessageItem } from '../components/message-item.tsx';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';
import { SendInterviewAction } from '../../employer-video-interviews/components/send-interview-action.tsx';
import { useLivePolling } from '../../../lib/live/live.tsx';

/**
 * Marks the thread read up to its newest message whenever something unread is shown, and puts the
 * answer (the company's new unread counts) where the nav badge reads it.
 */
function useMarkRead(code: string, newestId: number | undefined, unread: number) {
  const queryClient = useQueryClient();
  const marked = useRef(0);
  const read = useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => markThreadRead(code, id),
    onSuccess: (counts) => {
      queryClient.setQueryData(EMPLOYER_UNREAD_KEY, counts);
      void queryClient.invalidateQueries({ queryKey: THREADS_KEY });
    },
  });
  const { mutate } = read;
  useEffect(() => {
    if (newestId === undefined || unread === 0 || newestId <= marked.current) return;
    marked.current = newestId;
    mutate(newestId);
  }, [newestId, unread, mutate]);
}

/** /employer/messages/:code — one conversation with an applicant about one posting. */
export default function ConversationPage() {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  const code = useParams().code ?? '';
  const queryClient = useQueryClient();
  const conversation = useInfiniteQuery({ ...conversationQuery(code), refetchInterval: useLivePolling(POLLING_MS) });
  const newest = conversation.data?.pages[0];
  const messages = allMessages(conversation.data);
  useMarkRead(code, messages.at(-1)?.id, newest?.thread.unread_count ?? 0);

  const back = (
    <Box>
      <Button component={RouterLink} to="/employer/messages">
        {t('conversation.back')}
      </Button>
    </Box>
  );
  if (isApiError(conversation.error) && conversation.error.status === 404 && !newest) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {back}
        <Alert severity="warning">{t('conversation.not_found')}</Alert>
      </Box>
    );
  }
  if (conversation.isPending) return <ConsoleLoading />;
  if (!newest) return <ConsoleError error={conversation.error} onRetry={() => void conversation.refetch()} />;
  const { thread } = newest;
  // A reported message turns into its notice, a sent video interview into its message, here and in
  // the inbox's preview.
  const refresh = () => {
    void conversation.refetch();
    void queryClient.invalidateQueries({ queryKey: THREADS_KEY });
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {back}
      <ConversationHeader thread={thread} />
      {newest.can_write && <SendInterviewAction code={code} onSent={refresh} />}
      {!newest.contact_stage && <Alert severity="info">{t('conversation.contact_banner')}</Alert>}
      <Paper
        variant="outlined"
        component="section"
        aria-label={t('conversation.messages')}
        sx={{ p: { xs: 1.5, sm: 2 } }}
      >
        {conversation.hasNextPage && (
          <Box sx={{ textAlign: 'center', mb: 2 }}>
            <Button
              variant="outlined"
              size="small"
              loading={conversation.isFetchingNextPage}
              onClick={() => void conversation.fetchNextPage()}
            >
              {t('conversation.earlier')}
            </Button>
          </Box>
        )}
        {conversation.isFetchNextPageError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('conversation.earlier_failed')}
          </Alert>
        )}
        {messages.length === 0 ? (
          <ConsoleEmpty>{t('conversation.empty')}</ConsoleEmpty>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                applicant={thread.applicant}
                report={{ code, onReported: refresh }}
              />
            ))}
          </Box>
        )}
      </Paper>
      {newest.can_write ? (
        <Composer code={code} />
      ) : (
        <Alert severity="warning">{t('messaging.closed', { ns: 'shared' })}</Alert>
      )}
    </Box>
  );
}
