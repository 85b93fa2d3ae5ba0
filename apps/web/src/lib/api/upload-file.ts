import type { ErrorResponse } from '@hashi/shared/api.schema';
import type { ZodType } from 'zod';
import { ApiError } from './api-error.ts';
import { requestLocale } from './http.ts';
import { getUserAccessToken } from './user-token.ts';

/** The upload was stopped by the user (removed before it finished). */
export class UploadAborted extends Error {
  constructor() {
    super('upload aborted');
    this.name = 'UploadAborted';
  }
}

export type FileUpload<T> = {
  result: Promise<T>;
  abort: () => void;
  /** A resumable upload only: stop, keeping what the server holds for the same file to go on later. */
  pause?: () => void;
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorBody(text: string): ErrorResponse | undefined {
  const body = parseJson(text) as Partial<ErrorResponse> | undefined;
  return typeof body?.message === 'string' && typeof body.code === 'string' ? (body as ErrorResponse) : undefined;
}

/**
 * POSTs one file as multipart (field `file`) and reports the share of bytes sent (0 to 1).
 * XMLHttpRequest rather than fetch: only it reports upload progress. The same headers as every
 * call (http.ts): the language, JSON accept and the user's bearer, refreshed first when it is
 * about to expire. Errors are the ApiError of every call (status 0: no answer).
 */
export function uploadFile<T>(
  url: string,
  file: File,
  schema: ZodType<T>,
  onProgress?: (sent: number) => void,
): FileUpload<T> {
  let xhr: XMLHttpRequest | null = null;
  let aborted = false;
  const result = (async () => {
    const token = await getUserAccessToken();
    if (aborted) throw new UploadAborted();
    return new Promise<T>((resolve, reject) => {
      const request = new XMLHttpRequest();
      xhr = request;
      request.open('POST', url);
      request.withCredentials = true;
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('X-Localization', requestLocale());
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      request.onload = () => {
        if (request.status >= 200 && request.status < 300) {
          const parsed = schema.safeParse(parseJson(request.responseText));
          if (parsed.success) resolve(parsed.data);
          else reject(new ApiError(0));
          return;
        }
        const body = errorBody(request.responseText);
        reject(new ApiError(request.status, body));
      };
      request.onerror = () => reject(new ApiError(0));
      request.ontimeout = request.onerror;
      request.onabort = () => reject(new UploadAborted());
      const form = new FormData();
      form.append('file', file, file.name);
      request.send(form);
    });
  })();
  return {
    result,
    abort: () => {
      aborted = true;
      xhr?.abort();
    },
  };
}
