import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@hashi/shared/error-codes';
import { AppError } from '../errors.ts';
import type { StagedFile } from '../storage/file-storage.ts';

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

/** The one file of a multipart upload, spooled by `stage`, with the name the client gave it. */
export interface ReceivedFile {
  staged: StagedFile;
  fileName: string | undefined;
}

/**
 * Receives a multipart request that carries exactly one file (other fields are ignored): spooled
 * by `stage` (never held in memory), then handed to `use`. A second file is "File limit exceeded!",
 * none is `file_missing`; whatever fails, the spooled file is discarded and multipart's own errors
 * become the spec's file messages.
 */
export async function receiveSingleFile<T>(
  request: FastifyRequest,
  stage: (source: Readable) => Promise<StagedFile>,
  use: (file: ReceivedFile) => Promise<T>,
): Promise<T> {
  let staged: StagedFile | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      if (staged) throw new AppError(ErrorCode.FileLimitExceeded);
      fileName = part.filename;
      staged = await stage(part.file);
    }
    if (!staged) throw new AppError(ErrorCode.FileMissing);
    return await use({ staged, fileName });
  } catch (error) {
    await staged?.discard();
    throw uploadError(error);
  }
}
