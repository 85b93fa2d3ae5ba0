/**
 * The profile video (spec §2, §5: 50 MB; mp4, mov, qt, avi, webm, wmv, mpeg4, asf in the
 * basic-information form, mp4, mov, webm elsewhere; §9: recommended under 1280x720, about 30 s).
 *
 * Props: `video` is `profile_video` of GET /api/v2/applicant/profile — a ProfileMedia
 * (`@hashi/shared/profile-media.schema`) or null when none is uploaded; only `id` (to delete) and
 * `url` (a signed link a <video> can load) are read. `context` says which formats this place
 * takes; the server is told the same and checks the file's bytes against it:
 *
 *   <ProfileVideoField video={profile.profile_video ?? null} context="basic-information" />
 *
 * The field uploads and deletes on its own (no form submit) and refreshes the profile queries
 * afterwards, so the new `video` arrives through the parent's profile query.
 */
import { VIDEO_EXTENSIONS, VIDEO_RECOMMENDATION } from '@hashi/shared/profile-media.schema';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { MediaField } from './media-field.tsx';
import type { MediaRef } from './use-media-field.ts';

type Props = { video: MediaRef | null; context: 'basic-information' | 'other' };

function VideoPreview({ url }: { url: string | null }) {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url) {
    return (
      <Box sx={{ width: 240, maxWidth: '100%', py: 4, textAlign: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
        <Typography color="text.secondary">{t('video.none')}</Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ width: 320, maxWidth: '100%' }}>
      {/* biome-ignore lint/a11y/useMediaCaption: the applicant's own recording; there is no caption file to offer */}
      <video
        src={url}
        controls
        preload="metadata"
        aria-label={t('video.label')}
        style={{ width: '100%', borderRadius: 4, background: '#000' }}
        onError={() => setFailedUrl(url)}
      />
      {failedUrl === url && (
        <Typography variant="body2" color="text.secondary">
          {t('video.unplayable')}
        </Typography>
      )}
    </Box>
  );
}

export function ProfileVideoField({ video, context }: Props) {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const formats = VIDEO_EXTENSIONS[context].map((e) => e.toUpperCase()).join(', ');
  return (
    <MediaField
      kind="video"
      media={video}
      context={context}
      preview={<VideoPreview url={video?.url ?? null} />}
      hints={[
        t('video.hint', { formats }),
        t('video.recommendation', {
          seconds: VIDEO_RECOMMENDATION.seconds,
          width: VIDEO_RECOMMENDATION.maxWidth,
          height: VIDEO_RECOMMENDATION.maxHeight,
        }),
      ]}
    />
  );
}
