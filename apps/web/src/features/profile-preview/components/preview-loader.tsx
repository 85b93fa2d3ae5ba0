import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session.ts';
import { type ProfilePreview, useProfilePreview } from '../api/profile-preview.ts';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';

type Loaded = { preview: ProfilePreview; photoUrl: string | null };

/**
 * Loads the preview and renders `children` with it; while loading, and when loading failed, says so
 * (with a way to try again) instead of showing an empty page.
 */
export function PreviewLoader({ children }: { children: (loaded: Loaded) => ReactNode }) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const query = useProfilePreview();
  const { applicant } = useSession();

  if (query.data) return <>{children({ preview: query.data, photoUrl: applicant?.profile_photo.url ?? null })}</>;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('state.retry')}
          </Button>
        }
      >
        {t('state.load_failed')}
      </Alert>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress size={24} aria-hidden />
      <Typography color="text.secondary">{t('state.loading')}</Typography>
    </Box>
  );
}
