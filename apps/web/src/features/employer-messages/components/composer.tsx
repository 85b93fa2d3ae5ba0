import { MESSAGE_BODY_MAX, type SendMessage, sendMessageSchema } from '@hashi/shared/messaging.schema';
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
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { type ConversationData, conversationKey, sendMessage, withSentMessage } from '../api/conversation.ts';
import { THREADS_KEY } from '../api/threads.ts';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';
import { newClientId } from './client-id.ts';

const bodySchema = sendMessageSchema.pick({ body: true });
type BodyInput = z.input<typeof bodySchema>;
type BodyOutput = z.output<typeof bodySchema>;

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
  const form = useForm<BodyInput, unknown, BodyOutput>({
    resolver: zodFormResolver(bodySchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  const attempt = useRef<{ body: string; clientId: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(0);

  const send = useMutation({
    meta: { silent: true },
    mutationFn: (input: SendMessage) => sendMessage(code, input),
    onSuccess: (message) => {
      attempt.current = null;
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
    if (attempt.current?.body !== values.body) attempt.current = { body: values.body, clientId: newClientId() };
    setFailure(null);
    send.mutate({ body: values.body, client_id: attempt.current.clientId });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} onKeyDown={onKeyDown}>
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
        <Typography variant="caption" color="text.secondary">
          {t('composer.shortcut')}
        </Typography>
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
