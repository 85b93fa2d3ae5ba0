import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { JobPostingCard } from '@hashi/shared/job-search.schema';
import { type ReactNode, useId } from 'react';
import { BREAKPOINTS } from '@hashi/shared/constants';
import { CompanyLogo } from '../../../components/ui/company-logo.tsx';
import { useMediaQuery } from '../../../components/ui/use-media-query.ts';
import { useTranslation } from 'react-i18next';
import { JOBS_NS } from '../i18n.ts';
import { JobFacts } from './job-facts.tsx';
import { JobHeading } from './job-heading.tsx';
import { JobLanguageChip } from './job-language-chip.tsx';

type JobSummaryProps = {
  job: JobPostingCard;
  /** Where the detail page's "back" leads. */
  from: string;
  /** The heading level of the title inside its list (a section's h2 → h3). */
  headingLevel?: 'h2' | 'h3';
  /** A state shown beside the title (scouted, applied, expired …). */
  badge?: ReactNode;
  /** What follows the facts: reasons, dates, actions. */
  children?: ReactNode;
};

/** Narrower than `sm`: a phone, where a chip beside the title would squeeze it to a word a line. */
const PHONE_QUERY = `(max-width:${BREAKPOINTS.sm - 1}px)`;

/**
 * A posting in a list of the dashboard or of /approach: role, title, company and the facts a
 * foreign engineer asks first (UX.md). A closed posting stays listed, marked closed. Its state
 * chips sit beside the title on wider screens and above it on a phone (issue 13).
 */
export function JobSummary({ job, from, headingLevel = 'h3', badge, children }: JobSummaryProps) {
  const { t } = useTranslation(JOBS_NS);
  const titleId = useId();
  const phone = useMediaQuery(PHONE_QUERY);
  const chips = (job.is_closed || badge) && (
    <Box
      data-testid="job-summary-chips"
      sx={{
        display: 'flex',
        flexDirection: phone ? 'row' : 'column',
        flexWrap: 'wrap',
        gap: 0.5,
        alignItems: phone ? 'flex-start' : 'flex-end',
        flexShrink: 0,
        mb: phone ? 1 : 0,
      }}
    >
      {job.is_closed && <Chip label={t('card.closed')} size="small" color="warning" />}
      {badge}
    </Box>
  );
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      {phone && chips}
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 1 }}>
        <CompanyLogo name={job.company.name} url={job.company.logo_url} size={40} />
        <JobHeading
          job={job}
          titleId={titleId}
          to={`/jobs/${job.id}`}
          from={from}
          title={{ component: headingLevel, variant: 'subtitle1', sx: { lineHeight: 1.5, wordBreak: 'break-word' } }}
        />
        {!phone && chips}
      </Box>
      <JobLanguageChip languages={job.available_languages} />
      <JobFacts job={job} columns={2} />
      {children}
    </Paper>
  );
}

/** Why a posting is recommended, as a short list under its summary; nothing when there is no reason. */
export function JobReasons({ title, reasons }: { title: string; reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5, bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
      <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {reasons.map((reason) => (
          <Typography key={reason} component="li" variant="body2">
            {reason}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
