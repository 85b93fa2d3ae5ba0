import { z } from 'zod';
import { V } from './validation.ts';

/** Error body of every failed call (ARCHITECTURE.md, API conventions). */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  show_dialog: z.boolean().optional(),
  /** Files of an upload the virus scan kept back, each with its name and why (spec §8; ADR 0044). */
  quarantined_files: z.array(z.object({ filename: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The message keys of a bad page number: not a number, not whole, out of range. None: zod's own. */
export type PageMessages = { type?: string; integer?: string; range?: string };
/** What most lists answer. */
export const PAGE_MESSAGES: PageMessages = { type: V.invalidType, integer: V.invalidType, range: V.invalidValue };
/** The approach lists (applicant and company side) name the number and the integer. */
export const PAGE_NUMBER_MESSAGES: PageMessages = { type: V.number, integer: V.integer, range: V.invalidValue };

export type PageOptions = {
  /** `per_page` when the request gives none (ARCHITECTURE.md "Lists": 10). */
  perPage?: number;
  /** The highest `per_page` (100). */
  maxPerPage?: number;
  /** The highest `page`; any when not given. */
  maxPage?: number;
  messages?: PageMessages;
};

const message = (key: string | undefined) => (key ? { error: key } : undefined);

/** A page number: a whole number from 1, up to `max` when there is one, `fallback` when absent. */
function pageNumber<T extends z.ZodNumber | z.ZodCoercedNumber>(
  base: T,
  max: number | undefined,
  fallback: number,
  messages: PageMessages,
) {
  const checked = base.int(message(messages.integer)).min(1, message(messages.range));
  return (max === undefined ? checked : checked.max(max, message(messages.range))).default(fallback);
}

function pageFields<T extends z.ZodNumber | z.ZodCoercedNumber>(
  base: (error: ReturnType<typeof message>) => T,
  { perPage = 10, maxPerPage = 100, maxPage, messages = PAGE_MESSAGES }: PageOptions,
) {
  return {
    page: pageNumber(base(message(messages.type)), maxPage, 1, messages),
    per_page: pageNumber(base(message(messages.type)), maxPerPage, perPage, messages),
  };
}

/**
 * `page` and `per_page` of a list in the query string (ARCHITECTURE.md "Lists"), text read as numbers;
 * spread into the list's z.object. The one definition of paging: lists differ only in these options.
 */
export const queryPageFields = (options: PageOptions = {}) => pageFields((e) => z.coerce.number(e), options);

/** A whole number from 1 in a JSON body, up to `max`, `fallback` when absent: a page, a page size, a limit. */
export const bodyPageNumber = (max: number, fallback: number, messages: PageMessages = PAGE_MESSAGES) =>
  pageNumber(z.number(message(messages.type)), max, fallback, messages);

/** `page` and `per_page` of a list searched with a JSON body: numbers must come as numbers. */
export const bodyPageFields = (options: PageOptions = {}) => pageFields((e) => z.number(e), options);

export const paginationQuerySchema = z.object(queryPageFields({ messages: {} }));

/** The `meta` of a list answer (ARCHITECTURE.md "Lists"). */
export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** The largest PostgreSQL `integer`: no record id is above it, and the database refuses a larger parameter. */
export const RECORD_ID_MAX = 2_147_483_647;

/**
 * Every id the API accepts in a path or a query string (`/…/{id}`, `?job_posting_id=`): a whole
 * number from 1 to RECORD_ID_MAX. The one bound, so that an id the database cannot hold answers 422
 * instead of reaching the query (where it was a 500). Ids in JSON bodies: bodyRecordIdSchema, or
 * masterId (profile-fields.ts) for reference-list ids, both bounded by the same RECORD_ID_MAX.
 */
export const dbId = z.coerce.number().int().min(1).max(RECORD_ID_MAX);

/** A record id in a JSON body (approach requests of both sides): required, a whole number, in range. */
export const bodyRecordIdSchema = z
  .number({ error: V.required })
  .int({ error: V.integer })
  .min(1, { error: V.invalidValue })
  .max(RECORD_ID_MAX, { error: V.invalidValue });
export const recordIdParamsSchema = z.object({ id: dbId });
