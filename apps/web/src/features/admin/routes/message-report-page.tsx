import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ConsoleError, ConsoleLoading, useActionErrorText } from '../../../components/ui/console-states.tsx';
import { FieldList } from '../../../components/ui/field-list.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import {
  decideMessageReport,
  MESSAGE_REPORTS_KEY,
  messageReportQuery,
  type ReportDecision,
} from '../api/admin-message-reports.ts';
import { applicantLabel, reasonLabel, reporterLabel } from '../components/report-labels.ts';
import { ReportedMessage } from '../components/reported-message.tsx';
import { ADMIN_NS } from '../i18n.ts';

const ADMIN_NOTE_MAX = 1000;

/**
 * /admin/message-reports/{id}: one report — the reported message as its recipient saw it, the
 * reason and note, who reported, the thread's context — and the decision, which can be changed.
 */
export default function MessageReportPage() {
  const { t, i18n } = useTranslation([ADMIN_NS, 'shared']);
  const language = i18n.resolvedLanguage ?? 'en';
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const actionError = useActionErrorText();
  const report = useQuery({ ...messageReportQuery(id, language), enabled: Number.isInteger(id) && id > 0 });
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, reset } = useForm<{ note: string }>({ defaultValues: { note: '' } });
  const decide = useMutation({
    meta: { silent: true },
    mutationFn: ({ decision, note }: { decision: ReportDecision; note: string }) =>
      decideMessageReport(id, decision, note),
    onSuccess: async (data, { decision }) => {
      queryClient.setQueryData(messageReportQuery(id, language).queryKey, data);
      setDone(t(`reports.${decision}_done`));
      reset({ note: '' });
      await queryClient.invalidateQueries({ queryKey: MESSAGE_REPORTS_KEY });
    },
  });

  const back = (
    <Box sx={{ mb: 1 }}>
      <Button component={RouterLink} to="/admin/message-reports">
        {t('reports.back')}
      </Button>
    </Box>
  );
  if (!Number.isInteger(id) || id <= 0 || (isApiError(report.error) && report.error.status === 404)) {
    return (
      <Box>
        {back}
        <Alert severity="warning">{t('reports.not_found')}</Alert>
      </Box>
    );
  }
  if (report.isPending) return <ConsoleLoading />;
  if (!report.data) return <ConsoleError error={report.error} onRetry={() => void report.refetch()} />;
  const r = report.data;
  const run = (decision: ReportDecision) =>
    handleSubmit((values) => {
      setDone(null);
      decide.mutate({ decision, note: values.note });
    })();
  const stage = r.thread.application_status
    ? t('reports.state_applied', { status: r.thread.application_status.label })
    : t(`reports.state_${r.thread.state}`);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        {back}
        <PageHeading>{t('reports.detail_title', { reason: reasonLabel(t, r) })}</PageHeading>
        <Chip label={t(`reports.status_${r.status}`)} color={r.status === 'pending' ? 'warning' : 'default'} />
      </Box>
      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      <SectionCard title={t('reports.message_title')}>
        <ReportedMessage message={r.message} />
      </SectionCard>
      <SectionCard title={t('reports.report_title')}>
        <FieldList>
          <dt>{t('reports.field_reason')}</dt>
          <dd>{reasonLabel(t, r)}</dd>
          <dt>{t('reports.field_note')}</dt>
          <dd style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.note ?? t('reports.no_note')}</dd>
          <dt>{t('reports.field_reporter')}</dt>
          <dd>{reporterLabel(t, r)}</dd>
          <dt>{t('reports.field_sent_at')}</dt>
          <dd>{formatTokyoDateTime(r.message.sent_at, language)}</dd>
          <dt>{t('reports.field_reported_at')}</dt>
          <dd>{formatTokyoDateTime(r.reported_at, language)}</dd>
        </FieldList>
      </SectionCard>
      <SectionCard title={t('reports.thread_title')}>
        <FieldList>
          <dt>{t('reports.field_company')}</dt>
          <dd>{r.company.name}</dd>
          <dt>{t('reports.field_posting')}</dt>
          <dd>{r.job_posting.title}</dd>
          <dt>{t('reports.field_applicant')}</dt>
          <dd>{applicantLabel(t, r)}</dd>
          <dt>{t('reports.field_stage')}</dt>
          <dd>{stage}</dd>
        </FieldList>
      </SectionCard>
      <SectionCard title={t('reports.decision_title')}>
        {r.decided_at && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('reports.decided', {
              status: t(`reports.status_${r.status}`),
              date: formatTokyoDateTime(r.decided_at, language),
            })}
            {r.admin_note && ` ${t('reports.decided_note', { note: r.admin_note })}`}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('reports.decision_help')}
        </Typography>
        <FormTextField
          label={t('reports.admin_note')}
          registration={register('note')}
          maxLength={ADMIN_NOTE_MAX}
          multiline
          minRows={2}
          disabled={decide.isPending}
        />
        {decide.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {actionError(decide.error)}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            color="error"
            disabled={r.status === 'upheld'}
            loading={decide.isPending && decide.variables?.decision === 'uphold'}
            onClick={() => void run('uphold')}
          >
            {t('reports.uphold')}
          </Button>
          <Button
            variant="outlined"
            disabled={r.status === 'restored'}
            loading={decide.isPending && decide.variables?.decision === 'restore'}
            onClick={() => void run('restore')}
          >
            {t('reports.restore')}
          </Button>
        </Box>
      </SectionCard>
    </Box>
  );
}
