import type { ErrorResponse } from '@hashi/shared/api.schema';
import type { Locale } from '@hashi/shared/constants';
import type { ZodType } from 'zod';
import { ApiError, unexplainedFailure } from './api-error.ts';
import { requestLocale } from './request-locale.ts';

export type SendOptions<T> = {
  method?: string;
  body?: unknown;
  token?: string | null;
  schema?: ZodType<T>;
  signal?: AbortSignal;
  /** The language of the answer, when a page shows another than the app's (a landing page). */
  locale?: Locale;
};

export { requestLocale };

/** One HTTP exchange with the API: headers of spec §7, JSON in and out, failures as ApiError. */
export async function sendJson<T>(path: string, options: SendOptions<T> = {}): Promise<T> {
  const locale = options.locale ?? requestLocale();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Localization': locale };
  // A FormData body (an upload) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled request is not a failure: let TanStack Query see the AbortError it expects.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, undefined, unexplainedFailure(0, locale));
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const body = asErrorResponse(payload);
    throw new ApiError(response.status, body, body ? undefined : unexplainedFailure(response.status, locale));
  }
  return options.schema ? parseResponse(options.schema, payload, path) : (payload as T);
}

/** Checks an answer against its schema; a mismatch is the server breaking its own contract. */
export function parseResponse<T>(schema: ZodType<T>, payload: unknown, path: string): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  // Reported as a server error rather than letting a screen crash later on a missing field.
  console.error(`Unexpected response from ${path}`, parsed.error);
  throw new ApiError(500, { message: unexplainedFailure(500), code: 'server_error' });
}

/**
 * The error body of ARCHITECTURE.md, checked by hand rather than with its zod schema: this module is
 * part of the first download, and zod is not (see client.ts).
 */
function asErrorResponse(payload: unknown): ErrorResponse | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { message, code, errors, show_dialog, quarantined_files } = payload as Record<string, unknown>;
  if (typeof message !== 'string' || typeof code !== 'string') return undefined;
  const body: ErrorResponse = { message, code };
  if (typeof errors === 'object' && errors !== null) {
    body.errors = Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [field, Array.isArray(list) ? list.map(String) : [String(list)]]),
    );
  }
  if (typeof show_dialog === 'boolean') body.show_dialog = show_dialog;
  // The files the virus scan kept back, each with its own message (spec §8, ADR 0044).
  if (Array.isArray(quarantined_files)) {
    body.quarantined_files = quarantined_files.flatMap((file: { filename?: unknown; message?: unknown }) =>
      typeof file?.filename === 'string' && typeof file.message === 'string'
        ? [{ filename: file.filename, message: file.message }]
        : [],
    );
  }
  return body;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
