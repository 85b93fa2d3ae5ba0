import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { REGISTRATION_COMPLETE_STEP } from '@hashi/shared/constants';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../../profile/api/profile.ts';
import { profileSectionPath } from '../../profile/profile-sections.ts';
import { firstIncomplete } from '../first-incomplete.ts';
import { DASHBOARD_NS } from '../i18n.ts';
import { SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { DashboardSection } from './dashboard-section.tsx';

/** The completion rate (spec §3: a rounded percent) and a link to the first part still empty. */
export function ProfileCompletion() {
  const { t } = useTranslation(DASHBOARD_NS);
  const query = useProfile();
  const profile = query.data;
  const next = profile ? firstIncomplete(profile) : null;
  const rate = profile ? Math.round(profile.overall_completion_rate) : 0;

  return (
    <DashboardSection title={t('profile.title')}>
      {query.isError && !profile && <SectionError message={t('profile.error')} onRetry={() => query.refetch()} />}
      {query.isPending && <SectionLoading label={t('profile.loading')} rows={1} />}
      {profile && (
        <Box>
          <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
            {t('profile.rate', { rate })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, Math.max(0, rate))}
            aria-label={t('profile.progress_label')}
            sx={{ height: 8, borderRadius: 4, my: 1.5 }}
          />
          {profile.current_step < REGISTRATION_COMPLETE_STEP ? (
            <>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t('profile.registration_open')}
              </Typography>
              <Button component={RouterLink} to="/profile-registration" variant="contained">
                {t('profile.finish_registration')}
              </Button>
            </>
          ) : next ? (
            <>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t('profile.next', { part: t(`parts.${next.part}`) })}
              </Typography>
              <Button component={RouterLink} to={profileSectionPath(next.section)} variant="contained">
                {t('profile.continue')}
              </Button>
            </>
          ) : (
            <>
              <Typography variant="body2" sx={{ mb: 1.5 }}>
                {t('profile.complete')}
              </Typography>
              <Button component={RouterLink} to="/profile-preview" variant="outlined">
                {t('profile.view')}
              </Button>
            </>
          )}
        </Box>
      )}
    </DashboardSection>
  );
}
