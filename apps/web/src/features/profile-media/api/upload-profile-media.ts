import type { ErrorResponse } from '@hashi/shared/api.schema';
import {
  type ProfileMedia,
  type ProfileMediaKind,
  profileMediaResponseSchema,
  type VideoContext,
} from '@hashi/shared/profile-media.schema';
import { ApiError } from '../../../lib/api/api-error.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { getUserAccessToken } from '../../../lib/api/user-token.ts';
import { UploadCancelled, UploadOutcomeUnknown } from '../../../lib/uploads/upload-errors.ts';

export type UploadHandle = { result: Promise<ProfileMedia>; abort: () => void };

export function uploadUrl(kind: ProfileMediaKind, context: VideoContext): string {
  return kind === 'photo'
    ? '/api/v2/applicant/profile-photo'
    : `/api/v2/applicant/profile-video?context=${encodeURIComponent(context)}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The error body of ARCHITECTURE.md, when the answer is one. */
function errorBody(text: string): ErrorResponse | undefined {
  const body = parseJson(text) as Partial<ErrorResponse> | undefined;
  return typeof body?.message === 'string' && typeof body.code === 'string' ? (body as ErrorResponse) : undefined;
}

/**
 * POST applicant/profile-photo|profile-video (spec §7, multipart with progress). XMLHttpRequest
 * rather than fetch: only it reports upload progress. Same headers as every call (http.ts): the
 * language, JSON accept and the user's bearer, refreshed first when it is about to expire.
 * `onProgress` gets the share of bytes sent, 0 to 1.
 */
export function uploadProfileMedia(
  kind: ProfileMediaKind,
  file: File,
  options: { context?: VideoContext; onProgress?: (sent: number) => void } = {},
): UploadHandle {
  let xhr: XMLHttpRequest | null = null;
  let cancelled = false;
  const result = (async () => {
    const token = await getUserAccessToken();
    if (cancelled) throw new UploadCancelled();
    return new Promise<ProfileMedia>((resolve, reject) => {
      const request = new XMLHttpRequest();
      xhr = request;
      let allSent = false;
      request.open('POST', uploadUrl(kind, options.context ?? 'other'));
      request.withCredentials = true;
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('X-Localization', requestLocale());
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (!event.lengthComputable || event.total === 0) return;
        allSent = event.loaded >= event.total;
        options.onProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) {
          const parsed = profileMediaResponseSchema.safeParse(parseJson(request.responseText));
          if (parsed.success) resolve(parsed.data.data);
          else reject(new UploadOutcomeUnknown());
          return;
        }
        const body = errorBody(request.responseText);
        reject(new ApiError(request.status, body));
      };
      request.onerror = () => reject(allSent ? new UploadOutcomeUnknown() : new ApiError(0));
      request.ontimeout = request.onerror;
      request.onabort = () => reject(new UploadCancelled());
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
  })();
  return {
    result,
    abort: () => {
      cancelled = true;
      xhr?.abort();
    },
  };
}
