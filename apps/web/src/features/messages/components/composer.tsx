import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MESSAGE_BODY_MAX, messageTextSchema, messageTextWithFilesSchema } from '@hashi/shared/messaging.schema';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { AttachButton } from '../../../components/attachments/attach-button.tsx';
import { DraftList } from '../../../components/attachments/draft-list.tsx';
import { useAttachmentDrafts } from '../../../components/attachments/use-attachment-drafts.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import type { SendVariables } from '../api/send-message.ts';
import { MESSAGES_NS } from '../i18n.ts';

/**
 * The form checks the text as the server will: trimmed, at most 4,000 characters, required unless
 * files go with it.
 */
const withoutFiles = zodFormResolver(messageTextSchema);
const withFiles = zodFormResolver(messageTextWithFilesSchema);
type ComposerValues = { body: string };

const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

type ComposerProps = {
  company: string;
  /** Where this thread's files are uploaded (ADR 0025); a video's resumable upload is claimed at `…/resumable`. */
  attachmentsUrl: string;
  sending: boolean;
  error: unknown;
  /** Sends; resolves when the server stored the message, rejects when it did not. */
  onSend: (variables: SendVariables) => Promise<unknown>;
};

/** What went wrong with a send, in the user's language (the server's sentences come translated). */
function useSendErrorText(error: unknown): string | null {
  const { t } = useTranslation(MESSAGES_NS);
  if (!error) return null;
  if (!isApiError(error) || error.status === 0) return t('composer.offline');
  if (error.status >= 500) return t('composer.failed');
  // A field error is shown under the field instead.
  if (error.status === 422 && error.fieldErrors.body) return null;
  return error.message;
}

/**
 * The message box: a multi-line field with a counter, Send, and Ctrl/⌘+Enter. Each text gets a
 * client id when it is first sent and keeps it while the same text is sent again after a failure,
 * so a resend whose first attempt did reach the server stores nothing twice (ADR 0023).
 */
export function Composer({ company, attachmentsUrl, sending, error, onSend }: ComposerProps) {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const errorText = useErrorText();
  const fieldId = useId();
  const hintId = useId();
  const attempt = useRef<SendVariables | null>(null);
  const drafts = useAttachmentDrafts(attachmentsUrl, `${attachmentsUrl}/resumable`);
  const hasFiles = useRef(false);
  hasFiles.current = drafts.items.length > 0;
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<ComposerValues>({
    resolver: (values, context, options) => (hasFiles.current ? withFiles : withoutFiles)(values, context, options),
    defaultValues: { body: '' },
  });
  const body = form.watch('body');
  const sendError = useSendErrorText(error);
  const serverFieldError = isApiError(error) && error.status === 422 ? error.fieldErrors.body?.[0] : undefined;
  const fieldError = errorText(form.formState.errors.body?.message) ?? serverFieldError;

  const submit = form.handleSubmit(async ({ body: text }) => {
    if (drafts.uploading || drafts.failed) {
      setNotice(t(drafts.uploading ? 'attachments.wait' : 'attachments.failed_files', { ns: 'common' }));
      return;
    }
    setNotice(null);
    const files = drafts.items.flatMap((item) => (item.attachment ? [item.attachment] : []));
    const ids = files.map((file) => file.id).join(',');
    const same = attempt.current?.body === text && attempt.current.attachments.map((f) => f.id).join(',') === ids;
    const variables =
      same && attempt.current ? attempt.current : { body: text, clientId: crypto.randomUUID(), attachments: files };
    attempt.current = variables;
    try {
      await onSend(variables);
    } catch {
      // The text stays in the box with its client id; the error shows under it.
      return;
    }
    attempt.current = null;
    drafts.clear();
    form.reset({ body: '' });
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      if (!sending) void submit();
    }
  };

  const length = body.length;
  const tooLong = length > MESSAGE_BODY_MAX;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) void submit();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: { xs: 1.5, md: 3 }, py: 1.5 }}
    >
      {(notice ?? sendError) && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {notice ?? sendError}
        </Alert>
      )}
      <DraftList drafts={drafts} />
      <label htmlFor={fieldId}>
        <VisuallyHidden>{t('composer.label', { company })}</VisuallyHidden>
      </label>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: { xs: 0.5, md: 1 } }}>
        <AttachButton onFiles={drafts.add} disabled={sending} />
        <TextField
          id={fieldId}
          {...form.register('body')}
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          placeholder={t('composer.placeholder')}
          error={Boolean(fieldError) || tooLong}
          onKeyDown={onKeyDown}
          slotProps={{
            htmlInput: {
              'aria-describedby': hintId,
              'aria-invalid': Boolean(fieldError) || tooLong || undefined,
              // The text being sent stays as it is until the server answers.
              readOnly: sending,
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          endIcon={<Send aria-hidden />}
          sx={{ flexShrink: 0, minHeight: 44 }}
        >
          {sending ? t('composer.sending') : t('composer.send')}
        </Button>
      </Box>
      <Box id={hintId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
        {fieldError ? (
          <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
            {fieldError}
          </Typography>
        ) : (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }}>
            {t(IS_MAC ? 'composer.shortcut_mac' : 'composer.shortcut')}
          </Typography>
        )}
        <Typography
          variant="caption"
          sx={{ color: tooLong ? 'error.main' : 'text.secondary', ml: 'auto', whiteSpace: 'nowrap' }}
        >
          {t('composer.counter', {
            length: length.toLocaleString(i18n.language),
            max: MESSAGE_BODY_MAX.toLocaleString(i18n.language),
          })}
        </Typography>
      </Box>
    </Box>
  );
}
