import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@hashi/shared/error-codes';
import { CV_DOCUMENT_MAX_BYTES, type ProfileMedia } from '@hashi/shared/profile-media.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { type StagedFile, StorageLimitError } from '../../platform/storage/file-storage.ts';
import { passQuarantine } from '../../platform/storage/quarantine.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { type CvFormat, detectFormat } from '../cv-parse/detect-format.ts';
import { nameWithExtension, sanitizeFileName } from './file-name.ts';
import { findApplicantMedia } from './profile-media.repository.ts';
import { keepApplicantFile, toProfileMedia } from './profile-media.service.ts';

type Log = Pick<FastifyBaseLogger, 'warn'>;

const MIME: Record<CvFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
  txt: 'text/plain',
};

async function readAll(staged: StagedFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await staged.open()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The type to serve a text CV with: UTF-8 when it decodes as such, else the Shift_JIS it was read as. */
function textMime(bytes: Buffer): string {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/plain; charset=utf-8';
  } catch {
    return 'text/plain; charset=shift_jis';
  }
}

/** Spools a CV upload to a temporary file; 413 past 5 MB (nothing kept). */
export async function stageCvDocument(deps: Deps, source: Readable): Promise<StagedFile> {
  try {
    return await fileStorage(deps.config).stage(source, { maxBytes: CV_DOCUMENT_MAX_BYTES });
  } catch (error) {
    if (error instanceof StorageLimitError) throw new AppError(ErrorCode.FileTooLarge);
    throw error;
  }
}

/**
 * Keeps an uploaded CV as the applicant's one CV file (spec §5): scanned first (a kept-back file is
 * reported per spec §8 and never stored), then recognised by its bytes — pdf, doc, docx, rtf or
 * plain text, as the CV reader knows them — and stored under a generated key, replacing (and
 * deleting) the previous one. On any failure nothing is kept.
 */
export async function saveCvDocument(
  deps: Deps,
  applicantId: number,
  input: { staged: StagedFile; fileName: string | undefined },
  log: Log,
): Promise<ProfileMedia> {
  const { staged } = input;
  try {
    if (staged.size === 0) throw new AppError(ErrorCode.FileMissing);
    if (staged.size > CV_DOCUMENT_MAX_BYTES) throw new AppError(ErrorCode.FileTooLarge);
    const fileName = sanitizeFileName(input.fileName, 'cv');
    await passQuarantine(deps, staged, { purpose: 'cv_document', uploaderUserId: applicantId, fileName }, log);
    const bytes = await readAll(staged);
    const format = await detectFormat(bytes);
    const mimeType = format === 'txt' ? textMime(bytes) : MIME[format];

    return await keepApplicantFile(
      deps,
      staged,
      {
        applicantId,
        kind: 'cv',
        folder: 'cv-documents',
        extension: format,
        format,
        mimeType,
        // Downloaded under this name: its extension is what the bytes are, never what the client said.
        name: nameWithExtension(input.fileName, format, 'cv'),
      },
      log,
    );
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/**
 * The applicant's CV file with a fresh signed link, or null: for a company's view of an applicant
 * it may see in full (the caller decides; a CV holds the name and contact details).
 */
export async function cvDocumentOf(deps: Deps, applicantId: number): Promise<ProfileMedia | null> {
  const row = await findApplicantMedia(deps.db, applicantId, 'cv');
  return row ? toProfileMedia(deps, row) : null;
}
