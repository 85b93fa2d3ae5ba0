import { type AdminMessageReportSummary, MESSAGE_REPORT_STATUSES } from '@hashi/shared/message-report.schema';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { messageReportsQuery } from '../api/admin-message-reports.ts';
import { applicantLabel, reasonLabel, reporterLabel } from '../components/report-labels.ts';
import { ReviewCard, StatusList, useStatusListParams } from '../components/status-list.tsx';
import { ADMIN_NS } from '../i18n.ts';

function ReportCard({ report }: { report: AdminMessageReportSummary }) {
  const { t, i18n } = useTranslation([ADMIN_NS, 'shared']);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ReviewCard
      title={reasonLabel(t, report)}
      chip={<Chip size="small" variant="outlined" label={reporterLabel(t, report)} />}
      to={`/admin/message-reports/${report.id}`}
      openText={t('reports.open')}
      openLabel={t('reports.open_label', { reason: reasonLabel(t, report), company: report.company.name })}
    >
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
    </ReviewCard>
  );
}

/** /admin/message-reports: reported messages by status, those waiting for a decision first (ADR 0026). */
export default function MessageReportsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const params = useStatusListParams(MESSAGE_REPORT_STATUSES, 'pending');
  const list = useQuery(messageReportsQuery(params.status, params.page, i18n.resolvedLanguage ?? 'en'));
  const pendingCount = list.data?.pending_count;
  return (
    <StatusList
      title={t('reports.title')}
      filterLabel={t('reports.filter')}
      statuses={MESSAGE_REPORT_STATUSES}
      tabLabel={(s) =>
        s === 'pending' && pendingCount !== undefined
          ? t('reports.tab_pending_count', { count: pendingCount })
          : t(`reports.tab_${s}`)
      }
      params={params}
      list={list}
      emptyText={t(`reports.empty_${params.status}`)}
    >
      {(report) => <ReportCard key={report.id} report={report} />}
    </StatusList>
  );
}
