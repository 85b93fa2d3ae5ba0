import { type ProfileMedia, profileMediaResponseSchema, type VideoContext } from '@hashi/shared/profile-media.schema';
import { isApiError } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { sendResumable } from '../../../lib/uploads/resumable-upload.ts';
import { UploadCancelled, UploadOutcomeUnknown } from '../../../lib/uploads/upload-errors.ts';
import type { UploadHandle } from './upload-profile-media.ts';

/**
 * The profile video as a resumable (tus) upload (ADR 0045): the bytes through `sendResumable`,
 * which goes on where an earlier attempt stopped; once every byte is there, the upload is claimed
 * as the profile video (scanned and checked by the server). Same handle, progress and errors as
 * the single-request upload; cancelling also deletes the bytes sent.
 */
export function uploadProfileVideoResumable(
  file: File,
  options: { context?: VideoContext; onProgress?: (sent: number) => void; onResume?: () => void } = {},
): UploadHandle {
  let cancelled = false;
  const bytes = sendResumable(file, {
    purpose: 'profile_video',
    metadata: { context: options.context ?? 'other' },
    onProgress: options.onProgress,
    onResume: options.onResume,
  });

  const result = (async (): Promise<ProfileMedia> => {
    const uploadId = await bytes.result;
    if (cancelled) throw new UploadCancelled();
    try {
      const answer = await apiFetch('/api/v2/applicant/profile-video', {
        method: 'POST',
        body: { upload_id: uploadId },
        schema: profileMediaResponseSchema,
      });
      return answer.data;
    } catch (error) {
      // Every byte was sent; with no answer the video may or may not have been taken.
      if (isApiError(error) && error.status === 0) throw new UploadOutcomeUnknown();
      throw error;
    }
  })();

  return {
    result,
    abort: () => {
      cancelled = true;
      bytes.abort();
    },
  };
}
