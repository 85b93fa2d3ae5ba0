import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session.ts';
import { PinnedSection, ScoutsSection } from '../components/approach-sections.tsx';
import { Information } from '../components/information.tsx';
import { ProfileCompletion } from '../components/profile-completion.tsx';
import { RecommendedJobs } from '../components/recommended-jobs.tsx';
import { useFirstVisit } from '../first-visit.ts';
import { DASHBOARD_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/**
 * `/` (spec §2, route name MyPage): the registered applicant's dashboard. One column on phones with
 * the profile first; on wider screens the job lists on the left and the profile and news beside them.
 */
export default function MyPage() {
  const { t } = useTranslation(DASHBOARD_NS);
  const session = useSession();
  const name = session.applicant?.basic_personal_information.full_name;
  const first = useFirstVisit(session.applicant);
  const greeting = first
    ? name
      ? t('page.welcome_new', { name })
      : t('page.welcome_new_anonymous')
    : name
      ? t('page.welcome', { name })
      : t('page.welcome_anonymous');
  const title = t('page.title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <PageHeading subtitle={greeting}>{title}</PageHeading>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          // The side column's second block follows the first instead of waiting for the lists' height.
          gridTemplateRows: { md: 'auto 1fr' },
          gridTemplateAreas: {
            xs: '"profile" "jobs" "side"',
            md: '"jobs profile" "jobs side"',
          },
        }}
      >
        <Box sx={{ gridArea: 'profile' }}>
          <ProfileCompletion />
        </Box>
        <Box sx={{ gridArea: 'jobs', display: 'grid', gap: 2, minWidth: 0 }}>
          <ScoutsSection />
          <RecommendedJobs />
          <PinnedSection />
        </Box>
        <Box sx={{ gridArea: 'side', display: 'grid', gap: 2, minWidth: 0 }}>
          <Information />
        </Box>
      </Box>
    </Box>
  );
}
