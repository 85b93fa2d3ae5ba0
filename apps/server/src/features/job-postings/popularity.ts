/**
 * A posting's popularity, the default sort of the job search (spec §9 "default job sort: popular").
 *
 *   score = log2(1 + views + 4 × know_more + 10 × applications) + days_since_epoch(published_at) / 14
 *
 * Engagement counts on a log scale (the thousandth view matters less than the tenth; an application
 * weighs ten views, a Know More four), and every 14 days of recency weigh as much as doubling the
 * engagement. Because recency is added to a fixed point in time rather than decayed, the order of
 * two postings changes only when their counters change: the score is stored in
 * `job_postings.popularity_score`, recomputed when a counter moves, and never needs a sweep.
 */
export const POPULARITY_WEIGHTS = { view: 1, knowMore: 4, application: 10 } as const;
export const POPULARITY_RECENCY_DAYS = 14;

export function popularityScore(input: {
  views: number;
  knowMore: number;
  applications: number;
  publishedAt: Date | null;
}): number {
  const engagement =
    input.views * POPULARITY_WEIGHTS.view +
    input.knowMore * POPULARITY_WEIGHTS.knowMore +
    input.applications * POPULARITY_WEIGHTS.application;
  const days = input.publishedAt ? input.publishedAt.getTime() / 86_400_000 : 0;
  return Math.log2(1 + engagement) + days / POPULARITY_RECENCY_DAYS;
}
