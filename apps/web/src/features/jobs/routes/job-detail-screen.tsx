import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api/api-error.ts';
import { pageReferrer } from '../../../lib/page-referrer.ts';
import { PageMessage } from '../../../components/ui/page-message.tsx';
import { useJobDetail } from '../api/job-detail.ts';
import { JobDetailView } from '../components/job-detail-view.tsx';
import { QueryError } from '../components/query-error.tsx';
import { JOBS_NS } from '../i18n.ts';

/** A route id that the server could know: a positive whole number within int4. */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * Where "back" goes: the search the reader came from (its query kept), else a fresh search. A
 * result opened before the app was live (a server-painted search, ADR 0038) was a plain page load
 * without the router's state: the search is then the page the browser came from (`referrer`, a path
 * and query on this site), when it is one.
 */
export function backTarget(state: unknown, searchPath: string, referrer: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && isSitePath(from)) return from;
  if (isSitePath(referrer)) {
    const came = new URL(referrer, 'http://hashi.local');
    if (came.pathname === searchPath) return `${came.pathname}${came.search}`;
  }
  return searchPath;
}

/** A path on this site: '/…', never '//host/…' (another site, to a browser). */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
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

type JobDetailScreenProps = {
  id: number | null;
  /** The search this page belongs to: /jobs for applicants, /search for guests. */
  searchPath: '/jobs' | '/search';
  /** What the reader can do with the posting, under its key facts. */
  actions?: (job: JobPostingDetail) => ReactNode;
};

/**
 * One posting with everything a foreign engineer needs to decide (spec §2), a way back to the
 * search, and "not found" for an id that is unknown, hidden or impossible.
 */
export function JobDetailScreen({ id, searchPath, actions }: JobDetailScreenProps) {
  const { t } = useTranslation(JOBS_NS);
  const location = useLocation();
  const query = useJobDetail(id);
  const notFound = id === null || (isApiError(query.error) && query.error.status === 404);
  const title = query.data?.title;

  useEffect(() => {
    if (title) document.title = `${title} | Hashi`;
  }, [title]);

  if (notFound) {
    return (
      <PageMessage code="404" title={t('detail.not_found_title')} body={t('detail.not_found_body')}>
        <RouterLink to={searchPath} className="hashi-btn hashi-btn--contained hashi-btn--large">
          {t('detail.search_jobs')}
        </RouterLink>
      </PageMessage>
    );
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <Button
        component={RouterLink}
        // The referrer tells where the document came from: it only speaks for the page it loaded with.
        to={backTarget(location.state, searchPath, location.key === 'default' ? pageReferrer() : '')}
        startIcon={<ArrowBack aria-hidden />}
        sx={{ mb: 1 }}
      >
        {t('detail.back_to_search')}
      </Button>
      {query.data ? (
        <JobDetailView job={query.data} actions={actions?.(query.data)} />
      ) : query.isError ? (
        <QueryError message={t('states.job_failed')} onRetry={() => query.refetch()} />
      ) : (
        <DetailSkeleton />
      )}
    </Box>
  );
}
