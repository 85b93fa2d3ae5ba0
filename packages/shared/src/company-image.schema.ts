import { z } from 'zod';
import { COMPANY_DOCUMENT_TYPES, CompanyDocumentType } from './jobs-enums.ts';
import { V } from './validation.ts';

/**
 * A company's images in the employer console (spec §3 document payload types, ADR 0036): logo 1,
 * cover 2, appeal images 3–5 (top, middle, bottom). One image per type; a logo keeps its rank.
 */

/** Largest upload accepted; the stored image is resized far below it. */
export const COMPANY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Formats read from the bytes (never the name or the declared type). */
export const COMPANY_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** The box each type is resized into (pixels), and whether it is cropped to fill it. */
export const COMPANY_IMAGE_SIZES: Record<CompanyDocumentType, { width: number; height: number; crop: boolean }> = {
  [CompanyDocumentType.Logo]: { width: 400, height: 400, crop: false },
  [CompanyDocumentType.Cover]: { width: 1500, height: 500, crop: true },
  [CompanyDocumentType.AppealTop]: { width: 1200, height: 675, crop: true },
  [CompanyDocumentType.AppealMiddle]: { width: 1200, height: 675, crop: true },
  [CompanyDocumentType.AppealBottom]: { width: 1200, height: 675, crop: true },
};

export const companyImageTypeParamsSchema = z.object({
  payload_type: z.coerce.number({ error: V.invalidValue }).pipe(
    z.union(
      COMPANY_DOCUMENT_TYPES.map((t) => z.literal(t)),
      { error: V.invalidValue },
    ),
  ),
});

export const companyImageSchema = z.object({
  id: z.number().int(),
  payload_type: z.number().int(),
  rank: z.number().int(),
  /** generated: drawn by Hashi (demo companies); file: uploaded; url: an external address. */
  source: z.enum(['generated', 'file', 'url']),
  url: z.string(),
});
export type CompanyImage = z.infer<typeof companyImageSchema>;

export const companyImageResponseSchema = z.object({ data: companyImageSchema });
export const companyImageListResponseSchema = z.object({ data: z.array(companyImageSchema) });
export type CompanyImageListResponse = z.infer<typeof companyImageListResponseSchema>;
