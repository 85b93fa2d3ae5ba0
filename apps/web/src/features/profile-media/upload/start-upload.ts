import { translateShared } from '@hashi/shared/i18n';
import type { ProfileMedia, ProfileMediaKind, VideoContext } from '@hashi/shared/profile-media.schema';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { UploadCancelled, UploadOutcomeUnknown, uploadProfileMedia } from '../api/upload-profile-media.ts';
import { uploadProfileVideoResumable } from '../api/upload-resumable-video.ts';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { addUpload, setUploadManagerOpen, type UploadStatus, updateUpload } from './upload-store.ts';

export type UploadOutcome = { status: UploadStatus; media: ProfileMedia | null; error: string | null };

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

/**
 * Uploads one file through the manager (a video resumably, ADR 0045): listed with its progress, then finished, failed (the
 * manager opens, spec §2), cancelled or unknown. The profile queries are refreshed whenever the
 * file may have landed, so the fields show what the server now holds.
 */
export async function startUpload(
  queryClient: QueryClient,
  kind: ProfileMediaKind,
  file: File,
  context: VideoContext,
): Promise<UploadOutcome> {
  let id = 0;
  const progress = {
    context,
    onProgress: (sent: number) => updateUpload(id, { progress: Math.min(100, Math.floor(sent * 100)) }),
  };
  // A video resumes after a dropped connection or a reload (tus, ADR 0045); a photo is one request.
  const handle =
    kind === 'video' ? uploadProfileVideoResumable(file, progress) : uploadProfileMedia(kind, file, progress);
  id = addUpload(kind, file.name, handle.abort);
  try {
    const media = await handle.result;
    updateUpload(id, { status: 'finished', progress: 100 });
    await refreshProfileQueries(queryClient);
    return { status: 'finished', media, error: null };
  } catch (error) {
    if (error instanceof UploadCancelled) {
      updateUpload(id, { status: 'cancelled' });
      return { status: 'cancelled', media: null, error: null };
    }
    if (error instanceof UploadOutcomeUnknown) {
      updateUpload(id, { status: 'unknown' });
      await refreshProfileQueries(queryClient);
      return { status: 'unknown', media: null, error: null };
    }
    const message = failureMessage(error, kind);
    updateUpload(id, { status: 'failed', error: message });
    setUploadManagerOpen(true);
    return { status: 'failed', media: null, error: message };
  }
}
