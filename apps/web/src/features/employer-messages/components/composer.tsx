import {
  MESSAGE_BODY_MAX,
  type SendMessageInput,
  messageTextSchema,
  messageTextWithFilesSchema,
} from '@hashi/shared/messaging.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { AttachButton } from '../../../components/attachments/attach-button.tsx';
import { DraftList } from '../../../components/attachments/draft-list.tsx';
import { useAttachmentDrafts } from '../../../components/attachments/use-attachment-drafts.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import {
  attachmentsUrl,
  type ConversationData,
  resumableAttachmentUrl,
  conversationKey,
  sendMessage,
  withSentMessage,
} from '../api/conversation.ts';
import { THREADS_KEY } from '../api/threads.ts';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';
import { newClientId } from './client-id.ts';

/** Trimmed, at most 4,000 characters, required unless files go with it (as the server checks). */
const withoutFiles = zodFormResolver(messageTextSchema);
const withFiles = zodFormResolver(messageTextWithFilesSchema);
type BodyInput = z.input<typeof messageTextSchema>;
type BodyOutput = z.output<typeof messageTextSchema>;

const count = (n: number) => n.toLocaleString('en');

/**
 * Writes a message in a thread. A retry of the same text keeps its client id, so a send whose
 * answer was lost is stored once (ADR 0023); a changed text is a new message. The text stays in the
 * box until the server took it.
 */
export function Composer({ code }: { code: string }) {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const drafts = useAttachmentDrafts(attachmentsUrl(code), resumableAttachmentUrl(code));
  const hasFiles = useRef(false);
  hasFiles.current = drafts.items.length > 0;
  const form = useForm<BodyInput, unknown, BodyOutput>({
    resolver: (values, context, options) => (hasFiles.current ? withFiles : withoutFiles)(values, context, options),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const attempt = useRef<{ body: string; ids: string; clientId: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(0);

  const send = useMutation({
    meta: { silent: true },
    mutationFn: (input: SendMessageInput) => sendMessage(code, input),
    onSuccess: (message) => {
      attempt.current = null;
      drafts.clear();
      form.reset({ body: '' });
      setSent((n) => n + 1);
      queryClient.setQueryData<ConversationData>(conversationKey(code), (data) => withSentMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: THREADS_KEY });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        const rest = applyServerErrors(error, form.setError, ['body']);
        setFailure(rest.length ? rest.join('\n') : null);
        return;
      }
      setFailure(
        isApiError(error) && error.status > 0 && error.body?.message ? error.body.message : t('composer.failed'),
      );
      // A closed posting (409) or a thread gone (404): the conversation says so in place of this box.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: conversationKey(code) });
      }
    },
  });

  const submit = form.handleSubmit((values) => {
    if (send.isPending) return;
    if (drafts.uploading || drafts.failed) {
      setFailure(t(drafts.uploading ? 'attachments.wait' : 'attachments.failed_files', { ns: 'common' }));
      return;
    }
    const ids = drafts.ids;
    // A retry of the same text with the same files keeps its client id; anything else is a new message.
    if (attempt.current?.body !== values.body || attempt.current.ids !== ids.join(',')) {
      attempt.current = { body: values.body, ids: ids.join(','), clientId: newClientId() };
    }
    setFailure(null);
    send.mutate({ body: values.body, client_id: attempt.current.clientId, attachment_ids: ids });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDown={onKeyDown}>
      <DraftList drafts={drafts} />
      <FormTextField
        label={t('composer.label')}
        registration={form.register('body')}
        error={errorText(form.formState.errors.body?.message)}
        helperText={t('composer.counter', { count: count(body.length), max: count(MESSAGE_BODY_MAX) })}
        maxLength={MESSAGE_BODY_MAX}
        multiline
        minRows={3}
        sx={{ mb: 1 }}
      />
      {failure && (
        <Alert severity="error" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <AttachButton onFiles={drafts.add} disabled={send.isPending} />
          <Typography variant="caption" color="text.secondary">
            {t('composer.shortcut')}
          </Typography>
        </Box>
        <Button type="submit" variant="contained" loading={send.isPending}>
          {t('composer.send')}
        </Button>
      </Box>
      <VisuallyHidden>
        <span role="status">{sent > 0 && !send.isPending ? t('composer.sent') : ''}</span>
      </VisuallyHidden>
    </Box>
  );
}
