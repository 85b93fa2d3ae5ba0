import { translateShared } from '@hashi/shared/i18n';
import type { ProfileMedia, ProfileMediaKind, VideoContext } from '@hashi/shared/profile-media.schema';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { UploadCancelled, UploadOutcomeUnknown, uploadProfileMedia } from '../api/upload-profile-media.ts';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { addUpload, setUploadManagerOpen, type UploadStatus, updateUpload } from './upload-store.ts';

export type UploadOutcome = { status: UploadStatus; media: ProfileMedia | null; error: string | null };

/** The message of a failed upload, in the user's language (the server's own, else ours). */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return i18next.t('errors.network', { ns: PROFILE_MEDIA_NS });
    if (error.body?.message) return error.body.message;
  }
  return translateShared(requestLocale(), 'errors.server_error');
}

/**
 * Uploads one file through the manager: listed with its progress, then finished, failed (the
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
  const handle = uploadProfileMedia(kind, file, {
    context,
    onProgress: (sent) => updateUpload(id, { progress: Math.min(100, Math.floor(sent * 100)) }),
  });
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
    const message = failureMessage(error);
    updateUpload(id, { status: 'failed', error: message });
    setUploadManagerOpen(true);
    return { status: 'failed', media: null, error: message };
  }
}
