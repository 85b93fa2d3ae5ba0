import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../errors.ts';

/** @fastify/multipart's own errors as the spec's file messages (§8), for every upload route. */
export function uploadError(error: unknown): unknown {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(ErrorCode.FileTooLarge);
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(ErrorCode.FileLimitExceeded);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(ErrorCode.FileMissing);
    default:
      return error;
  }
}
