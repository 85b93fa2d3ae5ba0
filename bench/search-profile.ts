/**
 * `npm run bench:search-profile -w @hashi/bench` with BENCH_DATABASE_URL (a database the search
 * benchmark seeded): each query of the fixed set run through `findSearchPage` alone, best of 3,
 * slowest first, with the plan that answered (ADR 0015) and the matches counted. What to look at
 * before changing the search's plans; ONLY=<text> keeps the queries whose JSON contains it. Counts
 * every search (no remembered broad searches: that memory lives in the API's service).
 */
import { JOB_SEARCH_TOTAL_CAP, jobSearchRequestSchema } from '@hashi/shared/job-search.schema';
import { attributeConditions } from '../apps/server/src/features/job-search/repositories/filters.ts';
import { findSearchPage } from '../apps/server/src/features/job-search/search-page.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { searchQueries } from './search-queries.ts';

const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, poolSize: 2 });
const only = process.env.ONLY;
const rows: Array<{ ms: number; body: string; via: string; counted: number }> = [];
for (const body of searchQueries()) {
  if (only && !JSON.stringify(body).includes(only)) continue;
  const request = jobSearchRequestSchema.parse(body);
  const input = {
    conditions: attributeConditions(request),
    keyword: request.popular_keywords,
    sort: request.sort,
    limit: request.per_page,
    offset: (request.page - 1) * request.per_page,
    cap: JOB_SEARCH_TOTAL_CAP,
  };
  let best = Number.POSITIVE_INFINITY;
  let last = { via: '', counted: 0 };
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    last = await findSearchPage(database.db, input);
    best = Math.min(best, performance.now() - started);
  }
  rows.push({ ms: best, body: JSON.stringify(body), via: last.via, counted: last.counted });
}
rows.sort((a, b) => b.ms - a.ms);
for (const r of rows) {
  console.log(`${r.ms.toFixed(1).padStart(7)} ms  ${r.via.padEnd(13)} ${String(r.counted).padStart(5)}  ${r.body}`);
}
await database.close();
