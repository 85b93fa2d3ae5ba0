import type { ErrorResponse } from '@hashi/shared/api.schema';
import type { Locale } from '@hashi/shared/constants';
import { translateShared } from '@hashi/shared/i18n';
import { requestLocale } from './request-locale.ts';

/**
 * What to say of a failure the API did not explain: no answer, or a load balancer's or proxy's own
 * page (HTML, in English). A 502, 503 or 504 is theirs when no instance could take the request in
 * time (the balancer sheds load: ADR 0051): "busy, try again"; anything else is a server error. In
 * the user's language, never the proxy's words.
 */
export function unexplainedFailure(status: number, locale: Locale = requestLocale()): string {
  return translateShared(locale, status > 501 && status < 505 ? 'errors.service_unavailable' : 'errors.server_error');
}

/**
 * The one error every API call throws. `status` is 0 when no response arrived (network down,
 * server unreachable), so callers can tell "the server said no" from "we never heard back".
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body?: ErrorResponse;
  /**
   * Whether the global alert dialog should present this error. Spec §8: a 400 that carries the
   * server's `show_dialog` flag is handled by the screen itself, so the dialog stays closed.
   */
  readonly showDialog: boolean;

  constructor(status: number, body?: ErrorResponse, message?: string) {
    super(message ?? body?.message ?? unexplainedFailure(status));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.showDialog = !(status === 400 && body?.show_dialog === true);
  }

  get code(): string | undefined {
    return this.body?.code;
  }

  /** Field → messages of a 422, already in the request's language. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type QuarantinedFile = NonNullable<ErrorResponse['quarantined_files']>[number];

/**
 * The files the virus scan kept back (422 `file_quarantined`, spec §8, ADR 0044), each with the
 * server's message in the user's language; empty for any other error.
 */
export function quarantinedFiles(error: unknown): QuarantinedFile[] {
  return isApiError(error) ? (error.body?.quarantined_files ?? []) : [];
}
