import type { AdminInquiry } from '@hashi/shared/inquiry.schema';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { adminInquiriesQuery, type InquiryFilter } from '../api/admin-inquiries.ts';
import { ClampedText, ReviewCard, StatusList, useStatusListParams } from '../components/status-list.tsx';
import { ADMIN_NS } from '../i18n.ts';

const FILTERS: InquiryFilter[] = ['open', 'answered', 'all'];

function InquiryCard({ inquiry }: { inquiry: AdminInquiry }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const country = language === 'ja' ? inquiry.country.name_ja : inquiry.country.name_en;
  return (
    <ReviewCard
      title={inquiry.name}
      chip={
        <Chip
          size="small"
          color={inquiry.status === 'open' ? 'warning' : 'default'}
          label={t(`inquiries.status_${inquiry.status}`)}
        />
      }
      to={`/admin/inquiries/${inquiry.id}`}
      openText={t('inquiries.open')}
      openLabel={t('inquiries.open_label', { name: inquiry.name })}
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {inquiry.email} · {country} · {t(`inquiries.language_${inquiry.locale}`)}
      </Typography>
      <ClampedText>{inquiry.question}</ClampedText>
      <Typography variant="body2" color="text.secondary">
        {t('inquiries.received_at', { date: formatTokyoDateTime(inquiry.created_at, language) })}
      </Typography>
    </ReviewCard>
  );
}

/** /admin/inquiries (ADR 0029): the inquiry form's messages, open ones first. */
export default function InquiriesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const params = useStatusListParams(FILTERS, 'open');
  const list = useQuery(adminInquiriesQuery(params.status, params.page));
  return (
    <StatusList
      title={t('inquiries.title')}
      filterLabel={t('inquiries.filter')}
      statuses={FILTERS}
      tabLabel={(s) => t(`inquiries.tab_${s}`)}
      params={params}
      list={list}
      emptyText={t(`inquiries.empty_${params.status}`)}
    >
      {(inquiry) => <InquiryCard key={inquiry.id} inquiry={inquiry} />}
    </StatusList>
  );
}
