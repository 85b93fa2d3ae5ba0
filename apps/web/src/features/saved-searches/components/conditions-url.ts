import type { JobSearchFilters } from '@hashi/shared/job-search.schema';

const WEEK_MS = 7 * 86_400_000;

/**
 * Saved conditions as the /jobs URL (the jobs page's format: request field names, lists
 * comma-separated, yes/no as true/false), so "Open" reproduces the search. A saved "posted since"
 * date goes back as the nearest "last N weeks" (1–4) the page offers, or is left out when older.
 */
export function savedSearchUrl(conditions: JobSearchFilters, now: Date = new Date()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(conditions)) {
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'posted_time') {
      const weeks = Math.ceil((now.getTime() - Date.parse(`${String(value)}T00:00:00+09:00`)) / WEEK_MS);
      if (weeks >= 1 && weeks <= 4) params.set('posted_weeks', String(weeks));
      continue;
    }
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = params.toString();
  return query ? `/jobs?${query}` : '/jobs';
}
