import { INQUIRY_REPLY_MAX, inquiryReplyRequestSchema } from '@hashi/shared/inquiry.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { zodFormResolver } from '../../../components/form/zod-form-resolver.ts';
import { ConsoleError, ConsoleLoading, useActionErrorText } from '../../../components/ui/console-states.tsx';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { useFormError } from '../../../components/ui/use-form-error.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { ADMIN_INQUIRIES_KEY, adminInquiryQuery, replyToInquiry, setInquiryStatus } from '../api/admin-inquiries.ts';
import { ADMIN_NS } from '../i18n.ts';

/**
 * /admin/inquiries/{id} (ADR 0029): one inquiry, the replies sent so far, a reply by e-mail (in the
 * language the sender wrote in) and the answered / open switch.
 */
export default function InquiryPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const actionError = useActionErrorText();
  const inquiry = useQuery({ ...adminInquiryQuery(id), enabled: valid });
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<{ body: string }>({
    resolver: zodFormResolver(inquiryReplyRequestSchema),
    defaultValues: { body: '' },
  });
  const { formError, clearFormError, onError } = useFormError(form.setError, ['body'], actionError);
  const onSaved = async (data: Awaited<ReturnType<typeof replyToInquiry>>, message: string) => {
    queryClient.setQueryData(adminInquiryQuery(id).queryKey, data);
    setDone(message);
    await queryClient.invalidateQueries({ queryKey: [...ADMIN_INQUIRIES_KEY, 'list'] });
  };
  const reply = useMutation({
    meta: { silent: true },
    mutationFn: (body: string) => replyToInquiry(id, body),
    onSuccess: async (data) => {
      form.reset({ body: '' });
      await onSaved(data, t('inquiries.reply_sent'));
    },
    onError,
  });
  const status = useMutation({
    meta: { silent: true },
    mutationFn: (next: 'open' | 'answered') => setInquiryStatus(id, next),
    onSuccess: (data) => onSaved(data, t(`inquiries.marked_${data.status}`)),
  });

  const back = (
    <Box sx={{ mb: 1 }}>
      <Button component={RouterLink} to="/admin/inquiries">
        {t('inquiries.back')}
      </Button>
    </Box>
  );
  if (!valid || (isApiError(inquiry.error) && inquiry.error.status === 404)) {
    return (
      <Box>
        {back}
        <Alert severity="warning">{t('inquiries.not_found')}</Alert>
      </Box>
    );
  }
  if (inquiry.isPending) return <ConsoleLoading />;
  if (!inquiry.data) return <ConsoleError error={inquiry.error} onRetry={() => void inquiry.refetch()} />;
  const q = inquiry.data;
  const busy = reply.isPending || status.isPending;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        {back}
        <PageHeading>{t('inquiries.detail_title', { name: q.name })}</PageHeading>
        <Chip label={t(`inquiries.status_${q.status}`)} color={q.status === 'open' ? 'warning' : 'default'} />
      </Box>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <SectionCard title={t('inquiries.inquiry_title')}>
        <FieldList>
          <dt>{t('inquiries.field_name')}</dt>
          <dd>{q.name}</dd>
          <dt>{t('inquiries.field_email')}</dt>
          <dd>{q.email}</dd>
          <dt>{t('inquiries.field_country')}</dt>
          <dd>{language === 'ja' ? q.country.name_ja : q.country.name_en}</dd>
          <dt>{t('inquiries.field_language')}</dt>
          <dd>{t(`inquiries.language_${q.locale}`)}</dd>
          <dt>{t('inquiries.field_received')}</dt>
          <dd>{formatTokyoDateTime(q.created_at, language)}</dd>
          <dt>{t('inquiries.field_question')}</dt>
          <dd lang={q.locale} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {q.question}
          </dd>
        </FieldList>
      </SectionCard>
      {q.replies.length > 0 && (
        <SectionCard title={t('inquiries.replies_title')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {q.replies.map((r) => (
              <Paper component="li" key={r.id} variant="outlined" sx={{ p: 1.5 }}>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {t('inquiries.reply_meta', {
                    date: formatTokyoDateTime(r.created_at, language),
                    admin: r.admin_email ?? t('inquiries.former_admin'),
                  })}
                </Typography>
                <Typography lang={q.locale} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {r.body}
                </Typography>
              </Paper>
            ))}
          </Box>
        </SectionCard>
      )}
      <SectionCard title={t('inquiries.reply_title')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('inquiries.reply_help', { language: t(`inquiries.language_${q.locale}`), email: q.email })}
        </Typography>
        {formError && (
          <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        <Box
          component="form"
          noValidate
          onSubmit={form.handleSubmit((values) => {
            clearFormError();
            setDone(null);
            reply.mutate(values.body);
          })}
        >
          <FormTextField
            label={t('inquiries.reply_body')}
            registration={form.register('body')}
            error={errorText(form.formState.errors.body?.message)}
            required
            multiline
            minRows={6}
            maxLength={INQUIRY_REPLY_MAX}
            disabled={busy}
          />
          {status.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {actionError(status.error)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" loading={reply.isPending} disabled={busy}>
              {t('inquiries.send_reply')}
            </Button>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => {
                setDone(null);
                status.mutate(q.status === 'open' ? 'answered' : 'open');
              }}
            >
              {q.status === 'open' ? t('inquiries.mark_answered') : t('inquiries.reopen')}
            </Button>
          </Box>
        </Box>
      </SectionCard>
    </Box>
  );
}
