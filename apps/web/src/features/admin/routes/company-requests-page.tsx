import type { AdminCompanyRequest } from '@hashi/shared/company-request.schema';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { adminCompanyRequestsQuery, type CompanyRequestFilter } from '../api/admin-company-requests.ts';
import { ClampedText, ReviewCard, StatusList, useStatusListParams } from '../components/status-list.tsx';
import { ADMIN_NS } from '../i18n.ts';

const FILTERS: CompanyRequestFilter[] = ['pending', 'approved', 'declined', 'all'];

/** The status chip of a request; "pending" is the one that waits for someone. */
export function RequestStatusChip({ status }: { status: AdminCompanyRequest['status'] }) {
  const { t } = useTranslation(ADMIN_NS);
  const color = status === 'pending' ? 'warning' : status === 'approved' ? 'success' : 'default';
  return <Chip size="small" color={color} label={t(`company_requests.status_${status}`)} />;
}

function RequestCard({ request }: { request: AdminCompanyRequest }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <ReviewCard
      title={request.company_name}
      chip={<RequestStatusChip status={request.status} />}
      to={`/admin/company-requests/${request.id}`}
      openText={t('company_requests.open')}
      openLabel={t('company_requests.open_label', { name: request.company_name })}
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {request.contact_name} · {request.email} · {t(`company_requests.language_${request.locale}`)}
      </Typography>
      <ClampedText>{request.hiring_needs}</ClampedText>
      <Typography variant="body2" color="text.secondary">
        {t('company_requests.received_at', { date: formatTokyoDateTime(request.created_at, language) })}
      </Typography>
    </ReviewCard>
  );
}

/** /admin/company-requests (ADR 0033): companies asking for an employer account, pending ones first. */
export default function CompanyRequestsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const params = useStatusListParams(FILTERS, 'pending');
  const list = useQuery(adminCompanyRequestsQuery(params.status, params.page));
  return (
    <StatusList
      title={t('company_requests.title')}
      filterLabel={t('company_requests.filter')}
      statuses={FILTERS}
      tabLabel={(s) => t(`company_requests.tab_${s}`)}
      params={params}
      list={list}
      emptyText={t(`company_requests.empty_${params.status}`)}
    >
      {(request) => <RequestCard key={request.id} request={request} />}
    </StatusList>
  );
}
