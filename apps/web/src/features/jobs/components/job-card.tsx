import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { JobPostingCard } from '@hashi/shared/job-search.schema';
import { useId } from 'react';
import { CompanyLogo } from '../../../components/ui/company-logo.tsx';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../../lib/format/date.ts';
import { JOBS_NS } from '../i18n.ts';
import { JobLanguageChip } from './job-language-chip.tsx';
import { JobFacts } from './job-facts.tsx';
import { JobHeading } from './job-heading.tsx';

const FEATURED_SHOWN = 5;

/** The posting's own languages, so an English-only posting is recognised in the Japanese list (issue 13). */
type JobCardProps = {
  job: JobPostingCard;
  /** The search this card was found by (path and query), so the detail page leads back to it. */
  from: string;
  now: Date;
  /** Where the posting opens: /jobs/:id for applicants (the default), /search/:id for guests. */
  detailBase?: '/jobs' | '/search';
};

/**
 * One search result (UX.md): role and title, company, then the facts a foreign engineer asks first.
 * The title is the link; the whole card is not, so the facts stay readable text for screen readers.
 */
export function JobCard({ job, from, now, detailBase = '/jobs' }: JobCardProps) {
  const { t } = useTranslation(JOBS_NS);
  const titleId = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1.5 }}>
        <CompanyLogo name={job.company.name} url={job.company.logo_url} />
        <JobHeading
          job={job}
          titleId={titleId}
          to={`${detailBase}/${job.id}`}
          from={from}
          title={{ component: 'h2', variant: 'h6', sx: { lineHeight: 1.4 } }}
        />
        {job.is_closed && <Chip label={t('card.closed')} size="small" color="warning" />}
      </Box>
      <JobLanguageChip languages={job.available_languages} />
      <JobFacts job={job} columns={2} />
      {job.featured_skills.length > 0 && (
        <Box
          component="ul"
          aria-label={t('detail.featured_skills')}
          sx={{ listStyle: 'none', m: 0, mt: 1.5, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {job.featured_skills.slice(0, FEATURED_SHOWN).map((skill) => (
            <li key={skill.id}>
              <Chip label={skill.name} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
      )}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {t('card.posted', { when: formatRelative(job.published_at, now, t) })}
      </Typography>
    </Paper>
  );
}

/** A card-shaped placeholder while results load. */
export function JobCardSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-hidden>
      <Box sx={{ display: 'flex', gap: 1.5, mb: 1.5 }}>
        <Skeleton variant="rounded" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="30%" />
          <Skeleton width="80%" height={32} />
          <Skeleton width="40%" />
        </Box>
      </Box>
      <Skeleton width="60%" />
      <Skeleton width="50%" />
      <Skeleton width="70%" />
    </Paper>
  );
}
