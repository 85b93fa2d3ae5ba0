import Person from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProfilePreview } from '../api/profile-preview.ts';
import { completionPercent, displayName } from '../format.ts';
import { PROFILE_PREVIEW_NS } from '../i18n.ts';

/**
 * The top of the profile: photo, the name a company reads (or 'ID: {id}' before one is entered) and
 * the completion rate as a rounded percent (spec §3).
 */
export function ProfileHeader({ preview, photoUrl }: { preview: ProfilePreview; photoUrl?: string | null }) {
  const { t } = useTranslation(PROFILE_PREVIEW_NS);
  const { data } = preview;
  const name = displayName(data.basic_personal_information.full_name, data.id);
  const rate = completionPercent(data.overall_completion_rate);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
      <Avatar
        src={photoUrl ?? undefined}
        alt={photoUrl ? t('header.photo_alt') : undefined}
        sx={{ width: 72, height: 72 }}
      >
        <Person fontSize="large" aria-hidden />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          component="p"
          variant="h5"
          data-testid="profile-name"
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 0.5 }}>
          {t('header.completion', { rate })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={rate}
          aria-label={t('header.completion_label')}
          sx={{ height: 8, borderRadius: 4, maxWidth: 320 }}
        />
      </Box>
    </Box>
  );
}
