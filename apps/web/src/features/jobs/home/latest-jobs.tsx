import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useJobSearch } from '../api/job-search.ts';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { QueryError } from '../components/query-error.tsx';
import { JOBS_NS } from '../i18n.ts';

/** Enough to show what Hashi holds without turning the home page into the search. */
export const LATEST_SHOWN = 6;
const ALL_NEWEST = '/search?sort=newest';

/** The newest public postings, as the search shows them, and the way to all of them. */
export function LatestJobs() {
  const { t, i18n } = useTranslation(JOBS_NS);
  const now = useMemo(() => new Date(), []);
  const query = useJobSearch({ sort: 'newest', page: 1, per_page: LATEST_SHOWN });
  const total = query.data?.meta.total ?? 0;
  const formatted = total.toLocaleString(i18n.language.startsWith('ja') ? 'ja-JP' : 'en-US');

  return (
    <Box component="section" aria-labelledby="latest-jobs">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="latest-jobs" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('home.latest_title')}
        </Typography>
        {total > 0 && (
          <Button component={RouterLink} to={ALL_NEWEST}>
            {query.data?.meta.total_is_capped
              ? t('home.latest_all_capped', { formatted })
              : t('home.latest_all', { count: total, formatted })}
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('home.latest_lead')}
      </Typography>
      {query.isError ? (
        <QueryError message={t('states.search_failed')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2].map((key) => (
            <JobCardSkeleton key={key} />
          ))}
        </Box>
      ) : query.data.data.length === 0 ? (
        <Typography>{t('home.latest_none')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {query.data.data.map((job) => (
            <JobCard key={job.id} job={job} from="/" now={now} detailBase="/search" />
          ))}
        </Box>
      )}
    </Box>
  );
}
