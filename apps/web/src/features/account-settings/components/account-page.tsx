import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { SettingsHeader } from '../../../components/ui/settings-header.tsx';

type AccountPageProps = { title: string; intro?: ReactNode; children: ReactNode };

/**
 * The frame of every /account-settings child: the settings header whose arrow goes back to the hub,
 * a short explanation, then the page's content in one readable column.
 */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: { xs: 2, md: 3 }, pb: 4 }}>
      <SettingsHeader title={title} backTo="/account-settings" />
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
