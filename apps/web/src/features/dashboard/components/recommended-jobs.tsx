import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRecommended } from '../api/recommended.ts';
import { DASHBOARD_NS } from '../i18n.ts';
import { SectionEmpty, SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import { JobSummary } from '../../jobs/components/job-summary.tsx';

const SHOWN = 3;

/** The best few recommendations, each saying why in the user's language (issue 4). */
export function RecommendedJobs() {
  const { t } = useTranslation(DASHBOARD_NS);
  const query = useRecommended(SHOWN);
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
                {job.reasons.length > 0 && (
                  <Box sx={{ mt: 1.5, bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
                    <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
                      {t('recommended.why')}
                    </Typography>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {job.reasons.map((reason) => (
                        <Typography key={reason} component="li" variant="body2">
                          {reason}
                        </Typography>
                      ))}
                    </Box>
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
