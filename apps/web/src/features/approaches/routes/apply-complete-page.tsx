import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { endSentenceAfterName } from '../../../lib/format/sentence.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { JobSummary } from '../../jobs/components/job-summary.tsx';
import { useJobDetail } from '../../jobs/api/job-detail.ts';
import { useSimilarJobs } from '../api/similar-jobs.ts';
import { APPROACH_NS } from '../i18n.ts';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

type Applied = { title?: unknown; company?: unknown } | null;

/**
 * /jobs/{id}/applycomplete (spec §2, §9): the application is in; the company is notified within a
 * week; similar jobs follow. The job's name comes with the navigation, or from the posting on a reload.
 */
export default function ApplyCompletePage() {
  const { t } = useTranslation(APPROACH_NS);
  const id = parseId(useParams().id);
  const state = useLocation().state as Applied;
  const known = typeof state?.title === 'string' && typeof state?.company === 'string';
  const detail = useJobDetail(known ? null : id);
  const title = known ? String(state?.title) : detail.data?.title;
  const company = known ? String(state?.company) : detail.data?.company.name;
  const similar = useSimilarJobs(id);
  const heading = t('complete.title');
  useEffect(() => {
    document.title = `${heading} | Hashi`;
  }, [heading]);
  const jobs = similar.data?.data ?? [];

  return (
    <Box sx={{ maxWidth: 800, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, textAlign: 'center' }}>
        <CheckCircle color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography component="h1" variant="h5" sx={{ my: 1 }}>
          {heading}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {title && company ? endSentenceAfterName(t('complete.body', { title, company })) : t('complete.body_plain')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('complete.notice')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
          <Button component={RouterLink} to="/approach/applied" variant="contained">
            {t('complete.see_applied')}
          </Button>
          <Button component={RouterLink} to="/jobs" variant="outlined">
            {t('complete.back_to_jobs')}
          </Button>
        </Stack>
      </Paper>
      <Box component="section" aria-labelledby="similar-jobs">
        <Typography id="similar-jobs" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('complete.similar')}
        </Typography>
        {id !== null && similar.isPending && <SectionLoading label={t('complete.similar_loading')} />}
        {similar.isError && <SectionError message={t('complete.similar_error')} onRetry={() => similar.refetch()} />}
        {(id === null || (similar.isSuccess && jobs.length === 0)) && (
          <SectionEmpty text={t('complete.similar_empty')} />
        )}
        {jobs.length > 0 && (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {jobs.map((job) => (
              <li key={job.id}>
                <JobSummary job={job} from="/jobs" />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
