import { z } from 'zod';
import { JOB_SEARCH_PER_PAGE, JOB_SEARCH_PER_PAGE_MAX, jobPostingCardSchema } from './job-search.schema.ts';
import { V } from './validation.ts';

/**
 * POST /api/v1/job-postings/recommended (issue 4, "Recommended jobs"): open postings scored against
 * the applicant's profile, best first, each with the reasons in the request's language.
 */

/** Recommendations are scored from a bounded set of candidates, so pages stop early. */
export const RECOMMENDATION_PAGE_MAX = 100;

const pageField = (max: number, fallback: number) =>
  z
    .number({ error: V.invalidType })
    .int({ error: V.invalidType })
    .min(1, { error: V.invalidValue })
    .max(max, { error: V.invalidValue })
    .default(fallback);

export const recommendationRequestSchema = z
  .object({
    page: pageField(RECOMMENDATION_PAGE_MAX, 1),
    per_page: pageField(JOB_SEARCH_PER_PAGE_MAX, JOB_SEARCH_PER_PAGE),
  })
  .strict();
export type RecommendationRequest = z.infer<typeof recommendationRequestSchema>;

export const recommendedPostingSchema = jobPostingCardSchema.extend({
  /** Higher is a better match; 0 means nothing in the profile speaks for or against the posting. */
  score: z.number().int(),
  /** Why it is recommended (or what stands against it), in the request's language. */
  reasons: z.array(z.string()),
});
export type RecommendedPosting = z.infer<typeof recommendedPostingSchema>;

export const recommendationResponseSchema = z.object({
  data: z.array(recommendedPostingSchema),
  meta: z.object({
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
