import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useIsDesktop } from '../../../components/ui/use-media-query.ts';
import { useProfile } from '../../profile/api/profile.ts';
import { PROFILE_SETTINGS_NS } from '../i18n.ts';
import { PROFILE_SECTIONS, type ProfileSection, profileSectionPath } from '../../profile/profile-sections.ts';

/**
 * The eleven sections with the profile completion rate (spec §3: rounded percent). A side list on
 * desktop; on phones a row that scrolls sideways, so the form keeps the screen.
 */
export function SectionNav({ current }: { current: ProfileSection }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const isDesktop = useIsDesktop();
  const { data: profile } = useProfile();
  const rate = profile ? Math.round(profile.overall_completion_rate) : null;

  return (
    <Box component="nav" aria-label={t('page.sections_label')} sx={isDesktop ? { position: 'sticky', top: 16 } : {}}>
      {rate !== null && (
        <Box sx={{ mb: 1.5 }}>
          <Typography id="profile-completion" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('page.completion', { rate })}
          </Typography>
          <LinearProgress variant="determinate" value={rate} aria-labelledby="profile-completion" />
        </Box>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: isDesktop ? 'column' : 'row',
          gap: isDesktop ? 0.25 : 1,
          overflowX: isDesktop ? 'visible' : 'auto',
          pb: isDesktop ? 0 : 1,
          scrollbarWidth: 'thin',
        }}
      >
        {PROFILE_SECTIONS.map((section) => {
          const active = section === current;
          return (
            <Box component="li" key={section} sx={{ flex: 'none' }}>
              <Box
                component={RouterLink}
                to={profileSectionPath(section)}
                aria-current={active ? 'page' : undefined}
                sx={{
                  display: 'block',
                  px: isDesktop ? 1.5 : 1.75,
                  py: 1,
                  borderRadius: isDesktop ? 1 : 999,
                  border: isDesktop ? 0 : 1,
                  borderColor: active ? 'primary.main' : 'divider',
                  whiteSpace: 'nowrap',
                  textDecoration: 'none',
                  fontWeight: active ? 700 : 400,
                  color: active ? 'primary.main' : 'text.primary',
                  bgcolor: active ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {t(`sections.${section}`)}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
