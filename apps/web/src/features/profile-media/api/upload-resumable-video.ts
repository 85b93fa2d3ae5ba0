import type { ErrorResponse } from '@hashi/shared/api.schema';
import {
  type ProfileMedia,
  profileMediaResponseSchema,
  RESUMABLE_CHUNK_BYTES,
  RESUMABLE_UPLOADS_PATH,
  type VideoContext,
} from '@hashi/shared/profile-media.schema';
import { type DetailedError, Upload } from 'tus-js-client/lib.esm/browser/index.js';
import { ApiError, isApiError } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { getUserAccessToken } from '../../../lib/api/user-token.ts';
import { UploadCancelled, type UploadHandle, UploadOutcomeUnknown } from './upload-profile-media.ts';

/** Waits between automatic retries after a dropped connection: at once, then 1, 3, 5 and 10 s. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000];

function errorBody(text: string | undefined): ErrorResponse | undefined {
  try {
    const body = JSON.parse(text ?? '') as Partial<ErrorResponse> | undefined;
    return typeof body?.message === 'string' && typeof body.code === 'string' ? (body as ErrorResponse) : undefined;
  } catch {
    return undefined;
  }
}

/** tus-js-client's error as the ApiError of every call: the server's status and body, or 0 for no answer. */
function apiErrorOf(error: Error | DetailedError): ApiError {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (!response) return new ApiError(0);
  const body = errorBody(response.getBody());
  return new ApiError(response.getStatus(), body, body ? undefined : 'upload failed');
}

/**
 * The profile video as a resumable (tus) upload (ADR 0045): in chunks of 5 MiB to
 * `/api/v1/uploads`, retried after a dropped connection from the server's offset, and remembered
 * by the browser (tus-js-client's fingerprint of the file in localStorage), so that picking the
 * same file again after a reload or a closed laptop goes on where it stopped. Once every byte is
 * there, the upload is claimed as the profile video (scanned and checked by the server). Same
 * handle, progress and errors as the single-request upload; cancelling also deletes the bytes sent.
 */
export function uploadProfileVideoResumable(
  file: File,
  options: { context?: VideoContext; onProgress?: (sent: number) => void } = {},
): UploadHandle {
  let cancelled = false;
  let upload: Upload | null = null;
  let rejectRunning: ((error: Error) => void) | null = null;

  const sendBytes = () =>
    new Promise<string>((resolve, reject) => {
      rejectRunning = reject;
      const current = new Upload(file, {
        endpoint: RESUMABLE_UPLOADS_PATH,
        chunkSize: RESUMABLE_CHUNK_BYTES,
        retryDelays: RETRY_DELAYS,
        metadata: {
          filename: file.name,
          filetype: file.type,
          purpose: 'profile_video',
          context: options.context ?? 'other',
        },
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onBeforeRequest: async (request) => {
          const token = await getUserAccessToken();
          if (token) request.setHeader('Authorization', `Bearer ${token}`);
          request.setHeader('X-Localization', requestLocale());
        },
        onProgress: (sent, total) => {
          if (total > 0) options.onProgress?.(sent / total);
        },
        onSuccess: () => resolve(current.url ?? ''),
        onError: (error) => reject(apiErrorOf(error)),
      });
      upload = current;
      current
        .findPreviousUploads()
        .then((previous) => {
          if (cancelled) return;
          const [latest] = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
          if (latest) current.resumeFromPreviousUpload(latest);
          current.start();
        })
        .catch(reject);
    });

  const result = (async (): Promise<ProfileMedia> => {
    const url = await sendBytes();
    if (cancelled) throw new UploadCancelled();
    const uploadId = url.split('/').pop() ?? '';
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
      if (cancelled) return;
      cancelled = true;
      // Stops sending and deletes what the server holds of it (tus termination).
      upload?.abort(true).catch(() => undefined);
      rejectRunning?.(new UploadCancelled());
    },
  };
}
