import { z } from 'zod';
import { bodyPageFields, paginated } from './api.schema.ts';
import { JOB_SEARCH_PER_PAGE, JOB_SEARCH_PER_PAGE_MAX, jobPostingCardSchema } from './job-search.schema.ts';

/**
 * POST /api/v1/job-postings/recommended (issue 4, "Recommended jobs"): open postings scored against
 * the applicant's profile, best first, each with the reasons in the request's language.
 */

/** Recommendations are scored from a bounded set of candidates, so pages stop early. */
export const RECOMMENDATION_PAGE_MAX = 100;

export const recommendationRequestSchema = z
  .object({
    ...bodyPageFields({
      maxPage: RECOMMENDATION_PAGE_MAX,
      perPage: JOB_SEARCH_PER_PAGE,
      maxPerPage: JOB_SEARCH_PER_PAGE_MAX,
    }),
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

export const recommendationResponseSchema = paginated(recommendedPostingSchema);
export type RecommendationResponse = z.infer<typeof recommendationResponseSchema>;
