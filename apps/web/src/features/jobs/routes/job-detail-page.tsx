import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { PageMessage } from '../../shell/components/page-message.tsx';
import { useJobDetail } from '../api/job-detail.ts';
import { JobDetailView } from '../components/job-detail-view.tsx';
import { QueryError } from '../components/query-error.tsx';
import { JOBS_NS } from '../i18n.ts';

/** A route id that the server could know: a positive whole number within int4. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** Where "back" goes: the search the applicant came from (its query kept), else a fresh search. */
function backTarget(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : '/jobs';
}

function DetailSkeleton() {
  const { t } = useTranslation(JOBS_NS);
  return (
    <Box role="status" aria-label={t('states.loading_job')}>
      <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={160} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

/** /jobs/:id (spec §2): one posting with everything a foreign engineer needs to decide. */
export default function JobDetailPage() {
  const { t } = useTranslation(JOBS_NS);
  const params = useParams();
  const location = useLocation();
  const id = parseId(params.id);
  const query = useJobDetail(id);
  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  const title = query.data?.title;

  useEffect(() => {
    if (title) document.title = `${title} | Hashi`;
  }, [title]);

  if (notFound) {
    return (
      <PageMessage code="404" title={t('detail.not_found_title')} body={t('detail.not_found_body')}>
        <RouterLink to="/jobs" className="hashi-btn hashi-btn--contained hashi-btn--large">
          {t('detail.search_jobs')}
        </RouterLink>
      </PageMessage>
    );
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <Button
        component={RouterLink}
        to={backTarget(location.state)}
        startIcon={<ArrowBack aria-hidden />}
        sx={{ mb: 1 }}
      >
        {t('detail.back_to_search')}
      </Button>
      {query.data ? (
        <JobDetailView job={query.data} />
      ) : query.isError ? (
        <QueryError message={t('states.job_failed')} onRetry={() => query.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Box>
  );
}
