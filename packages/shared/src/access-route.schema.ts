import { z } from 'zod';
import { V } from './validation.ts';

const utmValue = z.string().trim().max(255, { error: V.maxChars });

/**
 * GET /api/access-routes/search-by-field (spec §7). Source and medium are required; a missing
 * campaign matches the rows seeded for traffic without one (campaign '(not set)').
 */
export const accessRouteSearchQuerySchema = z.object({
  source: utmValue.min(1, { error: V.required }),
  medium: utmValue.min(1, { error: V.required }),
  campaign: utmValue.optional(),
  term: utmValue.optional(),
  content: utmValue.optional(),
});
export type AccessRouteSearchQuery = z.infer<typeof accessRouteSearchQuerySchema>;

/** Channel labels, best match first; empty when nothing matches. */
export const accessRouteSearchResponseSchema = z.array(z.string());
