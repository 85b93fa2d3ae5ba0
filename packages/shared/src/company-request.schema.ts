import { z } from 'zod';
import { paginated, queryPageFields } from './api.schema.ts';
import { emailSchema, requiredString, V } from './validation.ts';

/** A company's request for an employer account (/for-employer; ADR 0033). */
export const COMPANY_REQUEST_NAME_MAX = 200;
export const COMPANY_REQUEST_CONTACT_MAX = 100;
export const COMPANY_REQUEST_NEEDS_MAX = 2000;
export const COMPANY_REQUEST_REASON_MAX = 2000;
/** Days an invitation link stays valid; after that an admin sends a new one. */
export const COMPANY_INVITATION_DAYS = 7;

/**
 * POST /api/v1/company-requests. `homepage` is a honeypot: hidden from people, filled in by bots; a
 * request that has it is answered like any other and then dropped. (The company's real site is
 * `website_url`.)
 */
export const companyRequestSchema = z
  .object({
    company_name: requiredString(COMPANY_REQUEST_NAME_MAX),
    contact_name: requiredString(COMPANY_REQUEST_CONTACT_MAX),
    email: emailSchema,
    phone: requiredString(30).regex(/^\+?[0-9][0-9\-\s()]*$/, { error: V.invalidValue }),
    website_url: z
      .string({ error: V.invalidType })
      .trim()
      .max(255, { error: V.maxChars })
      .regex(/^https?:\/\/[^\s]+$/i, { error: V.urlHttp })
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((v) => v ?? null),
    hiring_needs: requiredString(COMPANY_REQUEST_NEEDS_MAX),
    homepage: z.string({ error: V.invalidType }).max(500, { error: V.maxChars }).optional(),
  })
  .strict();
export type CompanyRequestInput = z.infer<typeof companyRequestSchema>;
export type CompanyRequestValues = z.input<typeof companyRequestSchema>;

export const COMPANY_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type CompanyRequestStatus = (typeof COMPANY_REQUEST_STATUSES)[number];

const id = z.number().int();
const iso = z.iso.datetime({ offset: true });

export const adminCompanyRequestSchema = z.object({
  id,
  company_name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  website_url: z.string().nullable(),
  hiring_needs: z.string(),
  /** The language the request was sent in; the invitation or the refusal goes out in it. */
  locale: z.enum(['en', 'ja']),
  status: z.enum(COMPANY_REQUEST_STATUSES),
  decline_reason: z.string().nullable(),
  /** The company approval created (null until approved, or once that company is deleted). */
  company_id: id.nullable(),
  reviewed_by_email: z.string().nullable(),
  reviewed_at: iso.nullable(),
  created_at: iso,
});
export type AdminCompanyRequest = z.infer<typeof adminCompanyRequestSchema>;

/** One request with what the reviewer must know before approving: is its e-mail already an account? */
export const adminCompanyRequestDetailSchema = adminCompanyRequestSchema.extend({
  email_in_use: z.boolean(),
});
export type AdminCompanyRequestDetail = z.infer<typeof adminCompanyRequestDetailSchema>;

/** GET /api/v1/admin/company-requests: pending ones unless asked otherwise, newest first. */
export const adminCompanyRequestListQuerySchema = z.object({
  status: z.enum([...COMPANY_REQUEST_STATUSES, 'all'], { error: V.invalidValue }).default('pending'),
  ...queryPageFields({ perPage: 20, maxPage: 100_000 }),
});
export const adminCompanyRequestListResponseSchema = paginated(adminCompanyRequestSchema);
export const adminCompanyRequestResponseSchema = z.object({ data: adminCompanyRequestDetailSchema });

/** POST …/{id}/decline: the reason is mailed to the contact. */
export const companyRequestDeclineSchema = z.object({ reason: requiredString(COMPANY_REQUEST_REASON_MAX) }).strict();
