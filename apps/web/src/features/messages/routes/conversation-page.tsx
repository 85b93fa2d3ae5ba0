import Box from '@mui/material/Box';
import { MessageType, SenderType } from '@hashi/shared/enums';
import type { Message } from '@hashi/shared/messaging.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadingState } from '../../../components/ui/page-states.tsx';
import { SectionError } from '../../../components/ui/section-states.tsx';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { setBottomNavHidden } from '../../../lib/bottom-nav-visibility.ts';
import { useConversation } from '../api/conversation.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { refreshThreads } from '../api/query-keys.ts';
import { type SendVariables, useSendMessage } from '../api/send-message.ts';
import { MESSAGES_API } from '../api/threads.ts';
import { Composer } from '../components/composer.tsx';
import { ConversationHeader } from '../components/conversation-header.tsx';
import { ConversationScout } from '../components/conversation-scout.tsx';
import { MessageList } from '../components/message-list.tsx';
import { WriteBlockNotice } from '../components/write-block-notice.tsx';
import { MESSAGES_NS } from '../i18n.ts';
import { useLiveMessages } from '../api/live-messages.ts';

/** The screen below the top bar (56 px and its 1 px border on phones and tablets, 64 px on desktop). */
const FULL_HEIGHT = { xs: 'calc(100dvh - 57px)', lg: 'calc(100dvh - 65px)' };

/** The message on its way, drawn as the applicant's own until the server's copy replaces it. */
function pendingMessage(variables: SendVariables | undefined): Message | null {
  if (!variables) return null;
  return {
    id: -1,
    type: MessageType.Messaging,
    status: null,
    sender_type: SenderType.JobSeeker,
    mine: true,
    body: variables.body,
    contact_filtered: false,
    application_status: null,
    decline_reason: null,
    report_notice: null,
    reportable: false,
    attachments: variables.attachments,
    created_at: new Date().toISOString(),
  };
}

/**
 * Marks the thread read up to its newest message whenever one arrives that the applicant has not
 * read (on opening, after polling); the answer carries the new badge count.
 */
function useReadMark(code: string, newest: Message | undefined, unread: number) {
  const markRead = useMarkRead(code);
  useLiveMessages();
  const marked = useRef(0);
  const { mutate } = markRead;
  const newestId = newest?.id ?? 0;
  const newestMine = newest?.mine ?? false;
  useEffect(() => {
    if (newestId <= marked.current) return;
    marked.current = newestId;
    // The server moves the sender's own mark with each send: nothing more to say then.
    if (newestMine || unread === 0) return;
    mutate(newestId, {
      onError: () => {
        marked.current = 0;
      },
    });
  }, [newestId, newestMine, unread, mutate]);
}

/**
 * /messages/{code} (spec §2 Conversation): the company and posting, the messages oldest to newest
 * with earlier ones on request, a pending scout's reply panel, and the message box — or why the
 * applicant cannot write. Takes the whole screen below the top bar; no bottom navigation on phones.
 */
export default function ConversationPage() {
  const { t } = useTranslation(MESSAGES_NS);
  const { code = '' } = useParams();
  const client = useQueryClient();
  const conversation = useConversation(code);
  const send = useSendMessage(code);
  const pages = conversation.data?.pages ?? [];
  const current = pages[0];
  const messages = [...pages].reverse().flatMap((page) => page.messages);
  const company = current?.thread.company.name;
  useReadMark(code, current?.messages.at(-1), current?.thread.unread_count ?? 0);

  useEffect(() => {
    setBottomNavHidden(true);
    return () => setBottomNavHidden(false);
  }, []);
  useEffect(() => {
    document.title = company ? `${company} | ${t('threads.title')} | Hashi` : `${t('threads.title')} | Hashi`;
  }, [company, t]);

  if (isApiError(conversation.error) && conversation.error.status === 404) {
    return (
      <PageMessage code="404" title={t('conversation.not_found_title')} body={t('conversation.not_found_body')}>
        <RouterLink to="/messages" className="hashi-btn hashi-btn--contained hashi-btn--large">
          {t('conversation.to_threads')}
        </RouterLink>
      </PageMessage>
    );
  }
  if (!current) {
    return (
      <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
        {conversation.isError ? (
          <SectionError message={t('conversation.error')} onRetry={() => void conversation.refetch()} />
        ) : (
          <LoadingState label={t('conversation.loading')} />
        )}
      </Box>
    );
  }

  const { thread } = current;
  const afterReply = () => {
    void conversation.refetch();
    void refreshThreads(client);
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: FULL_HEIGHT,
        maxWidth: 960,
        mx: 'auto',
        borderInline: { md: 1 },
        borderColor: { md: 'divider' },
        bgcolor: 'background.default',
      }}
    >
      <ConversationHeader thread={thread} />
      <MessageList
        messages={messages}
        company={thread.company.name}
        pending={send.isPending ? pendingMessage(send.variables) : null}
        hasEarlier={conversation.hasNextPage}
        loadingEarlier={conversation.isFetchingNextPage}
        earlierFailed={conversation.isFetchNextPageError}
        onLoadEarlier={() => void conversation.fetchNextPage()}
        report={{ code, onReported: afterReply }}
      >
        {current.pending_scout && <ConversationScout thread={thread} onReplied={afterReply} />}
      </MessageList>
      {current.can_write ? (
        <Composer
          company={thread.company.name}
          attachmentsUrl={`${MESSAGES_API}/threads/${encodeURIComponent(code)}/attachments`}
          sending={send.isPending}
          error={send.error}
          onSend={(variables) => send.mutateAsync(variables)}
        />
      ) : (
        <WriteBlockNotice
          block={current.write_block}
          postingClosed={thread.posting_closed}
          jobPostingId={thread.job_posting.id}
        />
      )}
    </Box>
  );
}
