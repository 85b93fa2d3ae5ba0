import type { AdminInquiry } from '@hashi/shared/inquiry.schema';
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
import { adminInquiriesQuery, type InquiryFilter } from '../api/admin-inquiries.ts';
import { ADMIN_NS } from '../i18n.ts';

const FILTERS: InquiryFilter[] = ['open', 'answered', 'all'];

function InquiryCard({ inquiry }: { inquiry: AdminInquiry }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const country = language === 'ja' ? inquiry.country.name_ja : inquiry.country.name_en;
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {inquiry.name}
        </Typography>
        <Chip
          size="small"
          color={inquiry.status === 'open' ? 'warning' : 'default'}
          label={t(`inquiries.status_${inquiry.status}`)}
        />
      </Box>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {inquiry.email} · {country} · {t(`inquiries.language_${inquiry.locale}`)}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
      >
        {inquiry.question}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('inquiries.received_at', { date: formatTokyoDateTime(inquiry.created_at, language) })}
      </Typography>
      <Box>
        <Button
          component={RouterLink}
          to={`/admin/inquiries/${inquiry.id}`}
          size="small"
          variant="outlined"
          aria-label={t('inquiries.open_label', { name: inquiry.name })}
        >
          {t('inquiries.open')}
        </Button>
      </Box>
    </Paper>
  );
}

/** /admin/inquiries (ADR 0029): the inquiry form's messages, open ones first. */
export default function InquiriesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((s) => s === params.get('status')) ?? 'open';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminInquiriesQuery(status, page));
  return (
    <Box>
      <PageHeading>{t('inquiries.title')}</PageHeading>
      <Tabs
        value={status}
        onChange={(_, next: InquiryFilter) => setParams({ status: next })}
        variant="scrollable"
        aria-label={t('inquiries.filter')}
        sx={{ mb: 2 }}
      >
        {FILTERS.map((s) => (
          <Tab key={s} value={s} label={t(`inquiries.tab_${s}`)} />
        ))}
      </Tabs>
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.data.length === 0 && <ConsoleEmpty>{t(`inquiries.empty_${status}`)}</ConsoleEmpty>}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((inquiry) => (
            <InquiryCard key={inquiry.id} inquiry={inquiry} />
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
