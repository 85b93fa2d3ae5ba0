/**
 * Machine-readable error codes. Each maps to a message key `errors.<code>` in the shared locales,
 * so the server answers in the request's language and the web app can translate the same code.
 */
export const ErrorCode = {
  BadRequest: 'bad_request',
  Validation: 'validation_failed',
  Unauthenticated: 'unauthenticated',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  TooManyRequests: 'too_many_requests',
  ServerError: 'server_error',
  InvalidCredentials: 'invalid_credentials',
  WrongUserType: 'wrong_user_type',
  AccountNotVerified: 'account_not_verified',
  TokenExpired: 'token_expired',
  TokenInvalid: 'token_invalid',
  TokenReused: 'token_reused',
  VerificationLinkInvalid: 'verification_link_invalid',
  InvitationUsed: 'invitation_used',
  ResetLinkInvalid: 'reset_link_invalid',
  EmailCodeInvalid: 'email_code_invalid',
  SocialNotConfigured: 'social_not_configured',
  SocialFailed: 'social_failed',
  SocialEmailUnverified: 'social_email_unverified',
  FileNotSupported: 'file_not_supported',
  FileTooLarge: 'file_too_large',
  FileLimitExceeded: 'file_limit_exceeded',
  FileMissing: 'file_missing',
  /** The virus scan kept a file back; the body lists it under `quarantined_files` (spec §8, ADR 0044). */
  FileQuarantined: 'file_quarantined',
  /** The virus scanner is down: nothing was stored; try again (503 with Retry-After). */
  ScannerUnavailable: 'scanner_unavailable',
  /** The instance is closing (a restart): nothing was done; send it again (503 with Retry-After). */
  ServiceUnavailable: 'service_unavailable',
  CvUnparseable: 'cv_unparseable',
  CvUrlNotAllowed: 'cv_url_not_allowed',
  CvUrlUnreachable: 'cv_url_unreachable',
  RewardNotVoidable: 'reward_not_voidable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
