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
import { acceptAttribute } from '@hashi/shared/profile-media.schema';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import Avatar from '@mui/material/Avatar';
import { useTranslation } from 'react-i18next';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { MediaFieldFrame } from './media-field-frame.tsx';
import { type MediaRef, useMediaField } from './use-media-field.ts';

export function ProfilePhotoField({ photo }: { photo: MediaRef | null }) {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const field = useMediaField('photo', photo);
  return (
    <MediaFieldFrame
      label={t('photo.label')}
      preview={
        <Avatar
          src={photo?.url ?? undefined}
          alt={photo?.url ? t('photo.alt') : undefined}
          sx={{ width: 96, height: 96, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          <PersonOutlined fontSize="large" titleAccess={t('photo.none')} />
        </Avatar>
      }
      accept={acceptAttribute('photo')}
      chooseLabel={photo ? t('photo.change') : t('photo.upload')}
      deleteLabel={t('photo.delete')}
      hasFile={photo !== null}
      hints={[t('photo.hint')]}
      running={field.running}
      error={field.error}
      deleting={field.deleting}
      hasUploads={field.hasUploads}
      onChoose={field.choose}
      onDelete={field.remove}
    />
  );
}
