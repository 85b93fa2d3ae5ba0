import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { setBottomNavHidden } from '../../lib/bottom-nav-visibility.ts';

type SettingsHeaderProps = {
  title: ReactNode;
  /** Which settings hub the back arrow returns to. */
  backTo: '/profile-settings' | '/account-settings';
  /**
   * In profile preview mode the arrow leaves the preview instead of navigating (spec §2); the
   * bottom navigation, hidden while previewing, comes back.
   */
  preview?: { onExit: () => void };
  actions?: ReactNode;
};

/** The header of every settings sub-page: a back arrow and the page title. */
export function SettingsHeader({ title, backTo, preview, actions }: SettingsHeaderProps) {
  const { t } = useTranslation();
  const backLabel =
    preview !== undefined
      ? t('settings_header.exit_preview')
      : backTo === '/profile-settings'
        ? t('settings_header.back_to_profile')
        : t('settings_header.back_to_account');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.5 }}>
      {preview ? (
        <IconButton
          aria-label={backLabel}
          onClick={() => {
            setBottomNavHidden(false);
            preview.onExit();
          }}
        >
          <ArrowBack />
        </IconButton>
      ) : (
        <IconButton component={RouterLink} to={backTo} aria-label={backLabel}>
          <ArrowBack />
        </IconButton>
      )}
      <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
        {title}
      </Typography>
      {actions}
    </Box>
  );
}
