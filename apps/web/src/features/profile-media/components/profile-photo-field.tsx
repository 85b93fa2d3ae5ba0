/**
 * The profile photo of the basic-information section (spec §2, §5: .jpg/.jpeg/.png, 5 MB).
 *
 * Props: `photo` is `profile_photo` of GET /api/v2/applicant/profile — a ProfileMedia
 * (`@hashi/shared/profile-media.schema`: id, url, url_expires_at, mime_type, size, file_name,
 * created_at) or null when none is uploaded. Only `id` (to delete) and `url` (a signed link an
 * <img> can load) are read, so pass it through as is:
 *
 *   <ProfilePhotoField photo={profile.profile_photo ?? null} />
 *
 * The field uploads and deletes on its own (no form submit) and refreshes the profile queries
 * afterwards, so the new `photo` arrives through the parent's profile query.
 */
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { MediaField } from './media-field.tsx';
import type { MediaRef } from './use-media-field.ts';

export function ProfilePhotoField({ photo }: { photo: MediaRef | null }) {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  return (
    <MediaField
      kind="photo"
      media={photo}
      preview={
        <Avatar
          src={photo?.url ?? undefined}
          alt={photo?.url ? t('photo.alt') : undefined}
          sx={{ width: 96, height: 96, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          <PersonOutlined fontSize="large" titleAccess={t('photo.none')} />
        </Avatar>
      }
      hints={[t('photo.hint')]}
    />
  );
}
