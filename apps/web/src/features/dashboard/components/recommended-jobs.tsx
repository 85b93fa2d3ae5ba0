import Stack from '@mui/material/Stack';
import { MY_PAGE_RECOMMENDED } from '@hashi/shared/approach.schema';
import { useTranslation } from 'react-i18next';
import { useRecommended } from '../api/recommended.ts';
import { DASHBOARD_NS } from '../i18n.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { JobReasons, JobSummary } from '../../jobs/components/job-summary.tsx';

/** The best few recommendations, each saying why in the user's language (issue 4). */
export function RecommendedJobs() {
  const { t } = useTranslation(DASHBOARD_NS);
  const query = useRecommended(MY_PAGE_RECOMMENDED);
  const jobs = query.data?.data ?? [];
  return (
    <DashboardSection title={t('recommended.title')} seeAllTo="/approach/recommend">
      {query.isPending && <SectionLoading label={t('recommended.loading')} />}
      {query.isError && <SectionError message={t('recommended.error')} onRetry={() => query.refetch()} />}
      {query.isSuccess && jobs.length === 0 && (
        <SectionEmpty
          text={t('recommended.empty')}
          action={{ to: '/profile-settings/skill', label: t('recommended.empty_action') }}
        />
      )}
      {jobs.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {jobs.map((job) => (
            <li key={job.id}>
              <JobSummary job={job} from="/">
                <JobReasons title={t('recommended.why')} reasons={job.reasons} />
              </JobSummary>
            </li>
          ))}
        </Stack>
      )}
    </DashboardSection>
  );
}
