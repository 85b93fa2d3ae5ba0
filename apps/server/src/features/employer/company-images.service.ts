import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { type COMPANY_IMAGE_FORMATS, COMPANY_IMAGE_SIZES, type CompanyImage } from '@hashi/shared/company-image.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { CompanyDocumentType } from '@hashi/shared/jobs-enums';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { newStorageKey } from '../../platform/storage/file-storage.ts';
import { passQuarantine } from '../../platform/storage/quarantine.ts';
import { fileStorage } from '../../platform/storage/storage.ts';
import { sanitizeFileName } from '../profile-media/file-name.ts';
import { documentUrl, forgetCompanyLogoJobs } from '../companies/companies.service.ts';
import { deleteOwnImage, listOwnImages, replaceOwnImage } from './company-images.repository.ts';

/**
 * Company logo, cover and appeal images (ADR 0036): the bytes must start like a JPEG, PNG or WebP
 * and decode as one; the stored file is re-encoded by sharp (WebP, resized into the type's box,
 * metadata dropped), so nothing the client sent is served as it came.
 */
export const COMPANY_IMAGE_UPLOAD_LIMIT = { limit: 60, windowMs: HOUR } as const;
/** A decompression bomb stops here (about 8000 × 5000). */
const MAX_INPUT_PIXELS = 40_000_000;
const FOLDER = 'company-images';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/** The format the first bytes announce, or null: JPEG FF D8 FF, PNG's 8-byte signature, RIFF…WEBP. */
export function sniffImage(head: Buffer): (typeof COMPANY_IMAGE_FORMATS)[number] | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return null;
}

export async function consumeImageQuota(deps: Deps, companyId: number): Promise<void> {
  await deps.limiter.consume([[`company-images:upload:company:${companyId}`, COMPANY_IMAGE_UPLOAD_LIMIT]]);
}

const toImage = (row: {
  id: number;
  payload_type: number;
  rank: number;
  source: CompanyImage['source'];
  url: string | null;
}): CompanyImage => ({ ...row, url: documentUrl(row) });

/** GET /api/v1/employer/company/images: the company's images, by type. */
export async function ownImages(deps: Deps, companyId: number): Promise<{ data: CompanyImage[] }> {
  return { data: (await listOwnImages(deps.db, companyId)).map(toImage) };
}

/** Decodes, checks and re-encodes an upload for its type; 415 for anything but a real JPEG, PNG or WebP. */
export async function prepareImage(bytes: Buffer, payloadType: CompanyDocumentType): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError(ErrorCode.FileMissing);
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw new AppError(ErrorCode.FileNotSupported);
  const box = COMPANY_IMAGE_SIZES[payloadType];
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== sniffed) throw new AppError(ErrorCode.FileNotSupported);
    return await image
      .rotate()
      .resize({ width: box.width, height: box.height, fit: box.crop ? 'cover' : 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not decode it: a truncated or disguised file.
    throw new AppError(ErrorCode.FileNotSupported);
  }
}

/** POST /api/v1/employer/company/images/{payload_type}: stores the image, replacing the type's previous one. */
export async function saveImage(
  deps: Deps,
  companyId: number,
  payloadType: CompanyDocumentType,
  upload: { bytes: Buffer; fileName: string | undefined; uploaderUserId: number },
  log: Log,
): Promise<CompanyImage> {
  const storage = fileStorage(deps.config);
  // The bytes as uploaded go through the virus scan first (ADR 0044), though only a re-encoded copy is kept.
  const original = await storage.stage(Readable.from([upload.bytes]), { maxBytes: upload.bytes.length });
  try {
    if (original.size === 0) throw new AppError(ErrorCode.FileMissing);
    await passQuarantine(
      deps,
      original,
      {
        purpose: 'company_image',
        uploaderUserId: upload.uploaderUserId,
        fileName: sanitizeFileName(upload.fileName, 'company-image'),
      },
      log,
    );
  } finally {
    await original.discard();
  }
  const webp = await prepareImage(upload.bytes, payloadType);
  const staged = await storage.stage(Readable.from([webp]), { maxBytes: webp.length + 1 });
  const key = newStorageKey(FOLDER, 'webp');
  try {
    await staged.commit(key);
  } catch (error) {
    await staged.discard();
    throw error;
  }
  let saved: Awaited<ReturnType<typeof replaceOwnImage>>;
  try {
    saved = await replaceOwnImage(deps.db, companyId, payloadType, { storage_key: key, mime_type: 'image/webp' });
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  for (const old of saved.replacedKeys) await removeFile(deps, old, log);
  if (payloadType === CompanyDocumentType.Logo) forgetCompanyLogoJobs(deps.db);
  return toImage(saved.row);
}

/** DELETE /api/v1/employer/company/images/{id}: another company's image is 404 like an unknown one. */
export async function removeImage(deps: Deps, companyId: number, id: number, log: Log): Promise<void> {
  const deleted = await deleteOwnImage(deps.db, companyId, id);
  if (!deleted) throw new AppError(ErrorCode.NotFound);
  if (deleted.storage_key) await removeFile(deps, deleted.storage_key, log);
  if (deleted.payload_type === CompanyDocumentType.Logo) forgetCompanyLogoJobs(deps.db);
}

/** The row is gone, so a failure only leaves an unreachable file: logged, not answered. */
async function removeFile(deps: Deps, key: string, log: Log): Promise<void> {
  try {
    await fileStorage(deps.config).remove(key);
  } catch (err) {
    log.warn({ err, key }, 'company image file could not be removed');
  }
}
