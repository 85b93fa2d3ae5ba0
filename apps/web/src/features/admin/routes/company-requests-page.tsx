import type { AdminCompanyRequest } from '@hashi/shared/company-request.schema';
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
import { adminCompanyRequestsQuery, type CompanyRequestFilter } from '../api/admin-company-requests.ts';
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
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {request.company_name}
        </Typography>
        <RequestStatusChip status={request.status} />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {request.contact_name} · {request.email} · {t(`company_requests.language_${request.locale}`)}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
      >
        {request.hiring_needs}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('company_requests.received_at', { date: formatTokyoDateTime(request.created_at, language) })}
      </Typography>
      <Box>
        <Button
          component={RouterLink}
          to={`/admin/company-requests/${request.id}`}
          size="small"
          variant="outlined"
          aria-label={t('company_requests.open_label', { name: request.company_name })}
        >
          {t('company_requests.open')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /admin/company-requests (ADR 0033): companies asking for an employer account, pending ones first. */
export default function CompanyRequestsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((s) => s === params.get('status')) ?? 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminCompanyRequestsQuery(status, page));
  return (
    <Box>
      <PageHeading>{t('company_requests.title')}</PageHeading>
      <Tabs
        value={status}
        onChange={(_, next: CompanyRequestFilter) => setParams({ status: next })}
        variant="scrollable"
        aria-label={t('company_requests.filter')}
        sx={{ mb: 2 }}
      >
        {FILTERS.map((s) => (
          <Tab key={s} value={s} label={t(`company_requests.tab_${s}`)} />
        ))}
      </Tabs>
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.data.length === 0 && <ConsoleEmpty>{t(`company_requests.empty_${status}`)}</ConsoleEmpty>}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((request) => (
            <RequestCard key={request.id} request={request} />
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
