import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { setBottomNavHidden } from '../../../lib/bottom-nav-visibility.ts';
import { SettingsHeader } from '../../../components/ui/settings-header.tsx';
import PreviewSection from '../components/preview-section.tsx';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';

/**
 * /profile-preview (spec §2): the profile as a company reads it, in preview mode — no bottom
 * navigation, and the header's arrow leaves the preview for the profile settings.
 */
export default function ProfilePreviewPage() {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const navigate = useNavigate();
  const title = t('page.title');

  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  useEffect(() => {
    setBottomNavHidden(true);
    return () => setBottomNavHidden(false);
  }, []);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, pb: 4 }}>
      <SettingsHeader
        title={title}
        backTo="/profile-settings"
        preview={{ onExit: () => navigate('/profile-settings') }}
      />
      <PreviewSection />
    </Box>
  );
}
