import { z } from 'zod';
import { RECORD_ID_MAX } from './api.schema.ts';
import { type JobSearchFilters, jobSearchFiltersSchema } from './job-search.schema.ts';
import { V } from './validation.ts';

/**
 * Saved searches (spec §2 /my-search, §3 saved search, §5 messages, §9 unlimited count; issue 4).
 * A saved search is a name, the conditions of a job search (the filters of
 * POST /api/v1/customer-job-postings/search, without sort and paging) and an alert switch.
 */

export const SAVED_SEARCH_NAME_MAX = 100;
/** Message keys of spec §5 (server and web locales). */
export const SAVED_SEARCH_MESSAGES = {
  duplicate: 'saved_search.duplicate',
  empty: 'saved_search.empty',
} as const;

const name = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(SAVED_SEARCH_NAME_MAX, { error: V.maxChars });

/** POST /api/v1/saved-searches. */
export const createSavedSearchRequestSchema = z
  .object({
    name,
    conditions: jobSearchFiltersSchema,
    /** On by default: saving a search is asking to hear about it. */
    alert_enabled: z.boolean({ error: V.invalidType }).default(true),
  })
  .strict();
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequestSchema>;

/** PUT /api/v1/saved-searches/{id}: rename. */
export const renameSavedSearchRequestSchema = z.object({ name }).strict();
export type RenameSavedSearchRequest = z.infer<typeof renameSavedSearchRequestSchema>;

/** PUT /api/v1/saved-searches/{id}/alert. */
export const savedSearchAlertRequestSchema = z.object({ alert_enabled: z.boolean({ error: V.invalidType }) }).strict();
export type SavedSearchAlertRequest = z.infer<typeof savedSearchAlertRequestSchema>;

export const savedSearchIdParamsSchema = z.object({
  id: z.coerce.number({ error: V.invalidType }).int({ error: V.invalidType }).min(1).max(RECORD_ID_MAX),
});

/** Conditions as stored: normalised (see normalizeConditions). */
const conditionsOutput = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.number()), z.null(), z.undefined()]),
);

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  conditions: conditionsOutput,
  alert_enabled: z.boolean(),
  /** When the last alert mail for this search was prepared; null before the first one. */
  last_alerted_at: z.iso.datetime({ offset: true }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type SavedSearch = Omit<z.infer<typeof savedSearchSchema>, 'conditions'> & { conditions: JobSearchFilters };

export const savedSearchListResponseSchema = z.object({ data: z.array(savedSearchSchema) });
export const savedSearchResponseSchema = z.object({ message: z.string(), data: savedSearchSchema });

/** GET /api/v1/saved-searches/unsubscribe?token=: the signed link of an alert mail (no login). */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeResponseSchema = z.object({
  message: z.string(),
  /** The search whose alert is now off. */
  data: z.object({ name: z.string(), alert_enabled: z.literal(false) }),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

type Value = string | number | boolean | number[];

/**
 * The canonical form of search conditions, as saved and compared: empty values (null, blank text,
 * empty lists) removed, id lists sorted and deduplicated, keywords trimmed with inner spaces
 * collapsed, keys in alphabetical order. Two searches that find the same postings written two ways
 * ([3, 1] and [1, 3]; "React  Go" and "React Go") come out equal.
 */
export function normalizeConditions(conditions: JobSearchFilters): JobSearchFilters {
  const out: Record<string, Value> = {};
  for (const key of Object.keys(conditions).sort()) {
    const value = (conditions as Record<string, unknown>)[key];
    if (value === null || value === undefined) continue;
    if (typeof value === 'string') {
      const text = value.trim().replace(/\s+/g, ' ');
      if (text) out[key] = text;
    } else if (Array.isArray(value)) {
      if (value.length > 0) out[key] = [...new Set(value as number[])].sort((a, b) => a - b);
    } else if (typeof value === 'number' || typeof value === 'boolean') {
      out[key] = value;
    }
  }
  return out as JobSearchFilters;
}

/** True when the conditions say nothing (spec §5 'Please put search conditions'). */
export function conditionsAreEmpty(conditions: JobSearchFilters): boolean {
  return Object.keys(normalizeConditions(conditions)).length === 0;
}
