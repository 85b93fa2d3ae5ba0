import type { Profile } from '@hashi/shared/profile.schema';
import Box from '@mui/material/Box';
import { ProfilePhotoField } from '../../../profile-media/components/profile-photo-field.tsx';
import { ProfileVideoField } from '../../../profile-media/components/profile-video-field.tsx';

/**
 * The photo and the video of basic information (spec §2). They upload and delete on their own, not
 * with the form's Save, so an upload never waits for the other fields to be valid.
 */
export function ProfileMediaFields({ profile }: { profile: Profile }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, mb: 3 }}>
      <ProfilePhotoField photo={profile.profile_photo ?? null} />
      <ProfileVideoField video={profile.profile_video ?? null} context="basic-information" />
    </Box>
  );
}
