import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { useNotices } from '../api/notices.ts';
import { DASHBOARD_NS } from '../i18n.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { DashboardSection } from './dashboard-section.tsx';

const SHOWN = 5;

/** The notices admins post (issue 5), newest first, dated by the day in Japan. */
export function Information() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const query = useNotices();
  const notices = (query.data ?? []).slice(0, SHOWN);
  return (
    <DashboardSection title={t('information.title')}>
      {query.isPending && <SectionLoading label={t('information.loading')} rows={2} />}
      {query.isError && <SectionError message={t('information.error')} onRetry={() => query.refetch()} />}
      {query.isSuccess && notices.length === 0 && <SectionEmpty text={t('information.empty')} />}
      {notices.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {notices.map((notice) => (
            <Box
              component="li"
              key={notice.id}
              sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0 } }}
            >
              <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
                {notice.title}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 0.5 }}>
                {t('information.published', {
                  date: formatTokyoDay(notice.published_at, i18n.language),
                })}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                {notice.body}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DashboardSection>
  );
}
