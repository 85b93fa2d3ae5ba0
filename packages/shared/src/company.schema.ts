import { z } from 'zod';
import { bodyPageFields, paginated, RECORD_ID_MAX } from './api.schema.ts';
import { LOCALES } from './constants.ts';
import { APPEAL_POSITIONS, COMPANY_DOCUMENT_TYPES } from './jobs-enums.ts';
import { V } from './validation.ts';

/**
 * Companies (spec §3 company; §7 client service: companies/search, companies show,
 * visitor/company-logo-jobs). Texts come in the request's language when the company wrote them in
 * it, otherwise in the other one; `content_language` says which (ADR 0013).
 */

const id = z.number().int();
/** A reference-list item by id with its label in the request's language. */
export const labelSchema = z.object({ id, name: z.string() });
export type Label = z.infer<typeof labelSchema>;
export const contentLanguageSchema = z.enum(LOCALES);

export const companyDocumentSchema = z.object({
  id,
  /** 1 logo, 2 cover, 3 appeal top, 4 appeal middle, 5 appeal bottom. */
  payload_type: z.union(COMPANY_DOCUMENT_TYPES.map((t) => z.literal(t))),
  /** Order among logos (1 first). */
  rank: z.number().int(),
  url: z.string(),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;

export const companyAppealSchema = z.object({
  position: z.enum(APPEAL_POSITIONS),
  title: z.string().nullable(),
  body: z.string().nullable(),
  image_url: z.string().nullable(),
});

export const companyLocationSchema = z.object({
  /** Null: the company has no office (fully remote). */
  prefecture: labelSchema.nullable(),
  city: labelSchema.nullable(),
  address: z.string().nullable(),
});

/** What a job detail shows about its company (spec §2 company info). */
export const companyInfoSchema = z.object({
  id,
  name: z.string(),
  ceo_name: z.string().nullable(),
  location: companyLocationSchema,
  /** YYYY-MM-DD. */
  founded_on: z.string().nullable(),
  /** JPY. */
  capital_jpy: z.number().nullable(),
  company_size: labelSchema.nullable(),
  /** Public (listed) or private. */
  is_listed: z.boolean(),
  industry: labelSchema.nullable(),
  industries: z.array(labelSchema),
  website_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  /** The cover image (document type 2), shown above the company's facts. */
  cover_url: z.string().nullable(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** GET /api/v1/companies/{id}. */
export const companyDetailSchema = companyInfoSchema.extend({
  description: z.string().nullable(),
  appeals: z.array(companyAppealSchema),
  documents: z.array(companyDocumentSchema),
  content_language: contentLanguageSchema,
  /** Published, open postings. */
  open_postings_count: z.number().int(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;
export const companyDetailResponseSchema = z.object({ data: companyDetailSchema });

const masterIdFilter = z
  .number({ error: V.invalidType })
  .int({ error: V.invalidType })
  .min(1, { error: V.invalidValue })
  .max(RECORD_ID_MAX, { error: V.invalidValue });

/** POST /api/v1/companies/search: every given condition must hold; `industries` matches any of them. */
export const companySearchRequestSchema = z
  .object({
    keyword: z.string({ error: V.invalidType }).trim().max(100, { error: V.maxChars }).nullish(),
    industries: z.array(masterIdFilter, { error: V.invalidType }).max(15, { error: V.maxItems }).nullish(),
    japan_prefecture_id: masterIdFilter.nullish(),
    company_size_id: masterIdFilter.nullish(),
    ...bodyPageFields({ maxPage: 100_000 }),
  })
  .strict();
export type CompanySearchRequest = z.infer<typeof companySearchRequestSchema>;

export const companySummarySchema = z.object({
  id,
  name: z.string(),
  logo_url: z.string().nullable(),
  industry: labelSchema.nullable(),
  prefecture: labelSchema.nullable(),
  company_size: labelSchema.nullable(),
  open_postings_count: z.number().int(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
export const companySearchResponseSchema = paginated(companySummarySchema);
export type CompanySearchResponse = z.infer<typeof companySearchResponseSchema>;

/** GET /api/v1/visitor/company-logo-jobs: companies with a logo and open postings, most postings first. */
export const companyLogoJobsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: V.invalidType })
    .int({ error: V.invalidType })
    .min(1, { error: V.invalidValue })
    .max(100, { error: V.invalidValue })
    .default(24),
});
export const companyLogoJobSchema = z.object({
  id,
  name: z.string(),
  logo_url: z.string(),
  open_postings_count: z.number().int(),
});
export type CompanyLogoJob = z.infer<typeof companyLogoJobSchema>;
export const companyLogoJobsResponseSchema = z.object({ data: z.array(companyLogoJobSchema) });
