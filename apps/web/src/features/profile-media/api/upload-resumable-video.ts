import { type ProfileMedia, profileMediaResponseSchema, type VideoContext } from '@hashi/shared/profile-media.schema';
import { apiFetch } from '../../../lib/api/client.ts';
import { sendAndClaim } from '../../../lib/uploads/resumable-upload.ts';
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
  const { context = 'other', onProgress, onResume } = options;
  return sendAndClaim<ProfileMedia>(
    file,
    { purpose: 'profile_video', metadata: { context }, onProgress, onResume },
    async (uploadId) => {
      const answer = await apiFetch('/api/v2/applicant/profile-video', {
        method: 'POST',
        body: { upload_id: uploadId },
        schema: profileMediaResponseSchema,
      });
      return answer.data;
    },
  );
}
