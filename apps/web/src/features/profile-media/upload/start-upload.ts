import { translateShared } from '@hashi/shared/i18n';
import type { ProfileMedia, ProfileMediaKind, VideoContext } from '@hashi/shared/profile-media.schema';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { runUpload, type UploadOutcome } from '../../../lib/uploads/run-upload.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { uploadProfileMedia } from '../api/upload-profile-media.ts';
import { uploadProfileVideoResumable } from '../api/upload-resumable-video.ts';
import { PROFILE_MEDIA_NS } from '../i18n.ts';

/** The message of a failed upload, in the user's language (the server's own, else ours). */
function failureMessage(error: unknown, kind: ProfileMediaKind): string {
  if (isApiError(error)) {
    // A video resumes (ADR 0045): the browser remembers it, so the same file again goes on.
    if (error.status === 0) {
      return i18next.t(kind === 'video' ? 'errors.network_resumable' : 'errors.network', { ns: PROFILE_MEDIA_NS });
    }
    // The virus scan kept the file back: its own message says why (spec §8 quarantined_files, ADR 0044).
    const quarantined = error.body?.quarantined_files?.[0];
    if (quarantined) return quarantined.message;
    if (error.body?.message) return error.body.message;
  }
  return translateShared(requestLocale(), 'errors.server_error');
}

/** Where the profile photo and video are shown and changed, for the manager's link. */
const FIELDS_PAGE = '/profile-settings/basic-information';

/**
 * Uploads one profile file through the app's upload manager (a video resumably, ADR 0045). The
 * profile queries are refreshed whenever the file may have landed, so the fields show what the
 * server now holds.
 */
export function startUpload(
  queryClient: QueryClient,
  kind: ProfileMediaKind,
  file: File,
  context: VideoContext,
): Promise<UploadOutcome<ProfileMedia>> {
  return runUpload<ProfileMedia>({
    kind,
    title: file.name,
    link: FIELDS_PAGE,
    resumable: kind === 'video',
    // A video resumes after a dropped connection or a reload (tus, ADR 0045); a photo is one request.
    start: ({ onProgress, onResume }) =>
      kind === 'video'
        ? uploadProfileVideoResumable(file, { context, onProgress, onResume })
        : uploadProfileMedia(kind, file, { context, onProgress }),
    describeError: (error) => failureMessage(error, kind),
    onSettled: () => refreshProfileQueries(queryClient),
  });
}
