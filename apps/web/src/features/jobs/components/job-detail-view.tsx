import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import type { ReactNode } from 'react';
import { CompanyLogo } from '../../../components/ui/company-logo.tsx';
import { useTranslation } from 'react-i18next';
import { formatRelative } from '../../../lib/format/date.ts';
import { JOBS_NS } from '../i18n.ts';
import { CompanyInfoSection } from './company-info.tsx';
import { JobFacts } from './job-facts.tsx';
import { ConditionsSection, RequirementsSection, SelectionFlowSection, WorkSection } from './job-detail-sections.tsx';
import { localeOf } from './labels.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

type JobDetailViewProps = {
  job: JobPostingDetail;
  /**
   * The applicant's actions on this posting (Apply, Know More, Pin — a later issue). Rendered under
   * the key facts, and on phones and tablets kept under the top bar while the page scrolls so they
   * stay reachable (UX.md). Nothing is drawn when absent.
   */
  actions?: ReactNode;
  now?: Date;
};

/**
 * A job detail (spec §2, UX.md): the same facts as the card first, then the work, the requirements,
 * the selection flow, conditions and benefits, and the company.
 */
export function JobDetailView({ job, actions, now = new Date() }: JobDetailViewProps) {
  const { t, i18n } = useTranslation(JOBS_NS);
  const shownIn = job.content_language;
  const fallback = shownIn !== localeOf(i18n.language);
  return (
    <Box component="article" aria-labelledby="job-title">
      {job.is_closed && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('detail.closed')}
        </Alert>
      )}
      {fallback && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t(shownIn === 'ja' ? 'detail.only_japanese' : 'detail.only_english')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <CompanyLogo name={job.company.name} url={job.company.logo_url} size={56} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="p">
              {job.company.name}
            </Typography>
            <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
              {[job.job_position.name, job.employment_type.name].join(' · ')}
            </Typography>
          </Box>
        </Box>
        <PageHeading id="job-title" lang={shownIn} spacing={1}>
          {job.title}
        </PageHeading>
        {job.published_at && (
          <Typography variant="body2" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('card.posted', { when: formatRelative(job.published_at, now, t) })}
          </Typography>
        )}
        <JobFacts job={job} columns={2} />
      </Paper>
      {actions && (
        <Paper
          variant="outlined"
          role="group"
          aria-label={t('detail.actions')}
          sx={{
            p: 1.5,
            mb: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            // Under the top bar on phones and tablets, so Apply stays reachable while reading (UX.md).
            position: { xs: 'sticky', lg: 'static' },
            top: { xs: 64 },
            zIndex: 2,
          }}
        >
          {actions}
        </Paper>
      )}
      <WorkSection job={job} />
      <RequirementsSection job={job} />
      <SelectionFlowSection job={job} />
      <ConditionsSection job={job} />
      <CompanyInfoSection company={job.company} />
    </Box>
  );
}
