import { ErrorCode } from '@hashi/shared/error-codes';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  server_error: 500,
  invalid_credentials: 422,
  wrong_user_type: 403,
  account_not_verified: 422,
  token_expired: 401,
  token_invalid: 401,
  token_reused: 401,
  verification_link_invalid: 422,
  invitation_used: 422,
  reset_link_invalid: 422,
  email_code_invalid: 422,
  social_not_configured: 404,
  social_failed: 422,
  social_email_unverified: 422,
  file_not_supported: 415,
  file_too_large: 413,
  file_limit_exceeded: 413,
  file_missing: 422,
  file_quarantined: 422,
  scanner_unavailable: 503,
  service_unavailable: 503,
  cv_unparseable: 422,
  cv_url_not_allowed: 422,
  cv_url_unreachable: 422,
  reward_not_voidable: 409,
};

/** Field name → message keys (translated when the response is written). */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type services throw. The message is an i18n key (default `errors.<code>`),
 * translated into the request's language by the error handler.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      messageKey?: string;
      params?: Record<string, string | number>;
      fieldErrors?: FieldErrors;
      headers?: Record<string, string>;
      status?: number;
      /** Files the virus scan kept back, each with the message key saying why (spec §8 `quarantined_files`). */
      quarantinedFiles?: { filename: string; messageKey: string }[];
    } = {},
  ) {
    super(code);
    this.status = options.status ?? STATUS[code];
  }

  /** A 422 with messages under fields, like a form validation failure. */
  static fields(fieldErrors: FieldErrors, code: ErrorCode = ErrorCode.Validation): AppError {
    const first = Object.values(fieldErrors)[0]?.[0];
    return new AppError(code, { fieldErrors, ...(code === ErrorCode.Validation && first ? {} : {}) });
  }
}

export const notFound = () => new AppError(ErrorCode.NotFound);
export const unauthenticated = (code: ErrorCode = ErrorCode.Unauthenticated) => new AppError(code);
export const forbidden = () => new AppError(ErrorCode.Forbidden);
