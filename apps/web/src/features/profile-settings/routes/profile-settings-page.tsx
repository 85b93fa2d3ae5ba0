import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { setBottomNavHidden } from '../../../lib/bottom-nav-visibility.ts';
import { SettingsHeader } from '../../../components/ui/settings-header.tsx';
import { SectionNav } from '../components/section-nav.tsx';
import { PROFILE_SETTINGS_NS } from '../i18n.ts';
import { SECTION_COMPONENTS } from '../section-components.ts';
import { isProfileSection, type ProfileSection } from '../../profile/profile-sections.ts';

/**
 * /profile-settings/{section?} (spec §2): the section navigation with the completion rate, and the
 * section's form. The preview section is a mode: no navigation around it, no bottom navigation,
 * and the header's arrow leaves it.
 */
export default function ProfileSettingsPage() {
  const { section } = useParams();
  if (section === undefined) return <SectionPage section="basic-information" />;
  if (!isProfileSection(section)) return <Navigate to="/profile-settings" replace />;
  return <SectionPage section={section} />;
}

function SectionPage({ section }: { section: ProfileSection }) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  const navigate = useNavigate();
  const preview = section === 'preview';
  const Section = SECTION_COMPONENTS[section];
  const sectionTitle = t(`sections.${section}`);
  const pageTitle = t('page.title');

  // Each section names itself in the browser tab and history (issue 13), in the page's language.
  useEffect(() => {
    document.title = `${sectionTitle} | ${pageTitle} | Hashi`;
  }, [sectionTitle, pageTitle]);

  useEffect(() => {
    if (!preview) return;
    setBottomNavHidden(true);
    return () => setBottomNavHidden(false);
  }, [preview]);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, pb: 4 }}>
      <SettingsHeader
        title={sectionTitle}
        backTo="/profile-settings"
        preview={preview ? { onExit: () => navigate('/profile-settings') } : undefined}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: preview ? 'minmax(0, 1fr)' : '260px minmax(0, 1fr)' },
          gap: { xs: 2, lg: 4 },
          alignItems: 'start',
        }}
      >
        {!preview && <SectionNav current={section} />}
        <Box component="section" aria-label={sectionTitle} sx={{ minWidth: 0 }}>
          <Suspense
            key={section}
            fallback={
              <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
                <CircularProgress size={24} aria-hidden />
                {t('page.loading')}
              </Box>
            }
          >
            <Section />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
