import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApproachList } from '../../approaches/api/approach-queries.ts';
import { ScoutStateChip } from '../../approaches/components/scout-panel.tsx';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { DASHBOARD_NS } from '../i18n.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { JobSummary } from '../../jobs/components/job-summary.tsx';

const SHOWN = 3;

/** The newest scouts (spec §2 MyPage), answered on /approach/scouted. */
export function ScoutsSection() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const query = useApproachList('scouts', 1);
  const items = (query.data?.data ?? []).slice(0, SHOWN);
  return (
    <DashboardSection title={t('scouts.title')} seeAllTo="/approach/scouted">
      {query.isPending && <SectionLoading label={t('scouts.loading')} rows={2} />}
      {query.isError && !query.data && <SectionError message={t('scouts.error')} onRetry={() => query.refetch()} />}
      {query.isSuccess && items.length === 0 && <SectionEmpty text={t('scouts.empty')} />}
      {items.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <JobSummary job={item.job_posting} from="/" badge={item.scout && <ScoutStateChip scout={item.scout} />}>
                {item.scout && (
                  <Box sx={{ mt: 1 }}>
                    <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                      {t('scouts.received', { date: formatTokyoDay(item.scout.scouted_at, i18n.language) })}
                    </Typography>
                    {item.scout.state === 'pending' && (
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {t('scouts.expires', { date: formatTokyoDay(item.scout.expires_at, i18n.language) })}
                      </Typography>
                    )}
                  </Box>
                )}
              </JobSummary>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}

/** The jobs the applicant saved (route name Pinned), newest first. */
export function PinnedSection() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const query = useApproachList('saves', 1);
  const items = (query.data?.data ?? []).slice(0, SHOWN);
  return (
    <DashboardSection title={t('pinned.title')} seeAllTo="/approach/saved">
      {query.isPending && <SectionLoading label={t('pinned.loading')} rows={2} />}
      {query.isError && !query.data && <SectionError message={t('pinned.error')} onRetry={() => query.refetch()} />}
      {query.isSuccess && items.length === 0 && (
        <SectionEmpty text={t('pinned.empty')} action={{ to: '/jobs', label: t('pinned.empty_action') }} />
      )}
      {items.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <JobSummary job={item.job_posting} from="/">
                {item.saved_at && (
                  <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
                    {t('pinned.saved_on', { date: formatTokyoDay(item.saved_at, i18n.language) })}
                  </Typography>
                )}
              </JobSummary>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
