import {
  type AdminMessageReportSummary,
  MESSAGE_REPORT_STATUSES,
  type MessageReportStatus,
} from '@hashi/shared/message-report.schema';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { messageReportsQuery } from '../api/admin-message-reports.ts';
import { applicantLabel, reasonLabel, reporterLabel } from '../components/report-labels.ts';
import { ADMIN_NS } from '../i18n.ts';

function ReportCard({ report }: { report: AdminMessageReportSummary }) {
  const { t, i18n } = useTranslation([ADMIN_NS, 'shared']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {reasonLabel(t, report)}
        </Typography>
        <Chip size="small" variant="outlined" label={reporterLabel(t, report)} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('reports.between', { company: report.company.name, applicant: applicantLabel(t, report) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('reports.posting', { title: report.job_posting.title })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('reports.reported_at', { date: formatTokyoDateTime(report.reported_at, language) })}
        {report.decided_at &&
          ` · ${t('reports.decided_at', { date: formatTokyoDateTime(report.decided_at, language) })}`}
      </Typography>
      <Box>
        <Button
          component={RouterLink}
          to={`/admin/message-reports/${report.id}`}
          size="small"
          variant="outlined"
          aria-label={t('reports.open_label', { reason: reasonLabel(t, report), company: report.company.name })}
        >
          {t('reports.open')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /admin/message-reports: reported messages by status, those waiting for a decision first (ADR 0026). */
export default function MessageReportsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const status: MessageReportStatus = MESSAGE_REPORT_STATUSES.find((s) => s === params.get('status')) ?? 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(messageReportsQuery(status, page, i18n.resolvedLanguage ?? 'en'));

  return (
    <Box>
      <PageHeading>{t('reports.title')}</PageHeading>
      <Tabs
        value={status}
        onChange={(_, next: MessageReportStatus) => setParams({ status: next })}
        variant="scrollable"
        aria-label={t('reports.filter')}
        sx={{ mb: 2 }}
      >
        {MESSAGE_REPORT_STATUSES.map((s) => (
          <Tab
            key={s}
            value={s}
            label={
              s === 'pending' && list.data
                ? t('reports.tab_pending_count', { count: list.data.pending_count })
                : t(`reports.tab_${s}`)
            }
          />
        ))}
      </Tabs>
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.data.length === 0 && <ConsoleEmpty>{t(`reports.empty_${status}`)}</ConsoleEmpty>}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </Box>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ status, page: String(next) })}
      />
    </Box>
  );
}
