import type { ErrorResponse } from '@hashi/shared/api.schema';
import { RESUMABLE_CHUNK_BYTES, RESUMABLE_UPLOADS_PATH } from '@hashi/shared/profile-media.schema';
import { type DetailedError, Upload } from 'tus-js-client/lib.esm/browser/index.js';
import { ApiError } from '../api/api-error.ts';
import { requestLocale } from '../api/http.ts';
import { getUserAccessToken } from '../api/user-token.ts';
import { isApiError } from '../api/api-error.ts';
import { UploadCancelled, UploadOutcomeUnknown } from './upload-errors.ts';

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
  return new ApiError(response.getStatus(), body);
}

export type ResumableOptions = {
  /** What the bytes are for (the server's `purpose`, ADR 0045), and any other metadata it reads. */
  purpose: string;
  metadata?: Record<string, string>;
  /** The share of the file the server holds, 0 to 1. */
  onProgress?: (sent: number) => void;
  /** Called when the browser found an unfinished upload of this file and goes on from it. */
  onResume?: () => void;
};

export type ResumableHandle = {
  /** The finished upload's id, for the claim that makes the file what it is for. */
  result: Promise<string>;
  /** Stops and deletes what the server holds (the user cancelled or removed the file). */
  abort: () => void;
  /** Stops but keeps what the server holds and the browser's record: the same file later goes on from there. */
  pause: () => void;
};

/**
 * Sends one file with the tus protocol to `/api/v1/uploads` (ADR 0045): in chunks of 5 MiB,
 * retried after a dropped connection from the server's offset, and remembered by the browser
 * (tus-js-client's fingerprint of the file in localStorage), so that choosing the same file again
 * after a reload or a closed laptop goes on where it stopped. Cancelling deletes the bytes sent.
 */
export function sendResumable(file: File, options: ResumableOptions): ResumableHandle {
  let cancelled = false;
  let upload: Upload | null = null;
  let rejectRunning: ((error: Error) => void) | null = null;

  const result = new Promise<string>((resolve, reject) => {
    rejectRunning = reject;
    const current = new Upload(file, {
      endpoint: RESUMABLE_UPLOADS_PATH,
      chunkSize: RESUMABLE_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS,
      metadata: { filename: file.name, filetype: file.type, ...options.metadata, purpose: options.purpose },
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
      onSuccess: () => resolve((current.url ?? '').split('/').pop() ?? ''),
      onError: (error) => reject(apiErrorOf(error)),
    });
    upload = current;
    current
      .findPreviousUploads()
      .then((previous) => {
        if (cancelled) return;
        const [latest] = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime));
        if (latest) {
          current.resumeFromPreviousUpload(latest);
          options.onResume?.();
        }
        current.start();
      })
      .catch(reject);
  });

  const stop = (terminate: boolean) => {
    if (cancelled) return;
    cancelled = true;
    // Stops sending; with `terminate`, also deletes what the server holds of it (tus termination).
    upload?.abort(terminate).catch(() => undefined);
    rejectRunning?.(new UploadCancelled());
  };
  return { result, abort: () => stop(true), pause: () => stop(false) };
}

/**
 * A resumable upload and then its claim — the request that makes the finished upload what it is for
 * (a profile video, a video answer). Cancelled before the claim, nothing is claimed; a claim with no
 * answer is `UploadOutcomeUnknown`, since every byte was sent and the file may or may not have been
 * taken.
 */
export function sendAndClaim<T>(
  file: File,
  options: ResumableOptions,
  claim: (uploadId: string) => Promise<T>,
): { result: Promise<T>; abort: () => void } {
  let cancelled = false;
  const bytes = sendResumable(file, options);
  const result = (async () => {
    const uploadId = await bytes.result;
    if (cancelled) throw new UploadCancelled();
    try {
      return await claim(uploadId);
    } catch (error) {
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
