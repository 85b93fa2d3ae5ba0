import { sql } from 'kysely';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { generateCompanies } from '../apps/server/src/features/demo-data/company-generator.ts';
import { insertCompanies, insertPostings } from '../apps/server/src/features/demo-data/demo-data.repository.ts';
import { searchDocumenter, withSearchDocuments } from '../apps/server/src/features/demo-data/posting-documents.ts';
import { generatePostings } from '../apps/server/src/features/demo-data/posting-generator.ts';
import { withIndexesRebuilt } from '../apps/server/src/features/job-search/repositories/bulk-postings.ts';

/**
 * The search benchmark's data: the demo-data generator's companies and postings (deterministic for
 * a seed), each posting with its keyword document computed in TypeScript, loaded with the indexes
 * built once afterwards. A database that already holds that many postings is reused as it is.
 */
export async function seedSearchData(db: Database, postings: number, seed = 'bench'): Promise<'reused' | 'seeded'> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from job_postings`.execute(db);
  const existing = Number(rows[0]?.n ?? 0);
  if (existing === postings) return 'reused';
  // A benchmark database only: everything that refers to postings goes too.
  if (existing > 0) {
    await sql`truncate job_postings, company_documents, company_appeals, companies restart identity cascade`.execute(
      db,
    );
  }
  const companies = await insertCompanies(
    db,
    generateCompanies({ seed, count: Math.max(200, Math.ceil(postings / 100)) }),
  );
  const document = await searchDocumenter(db, companies);
  const step = Math.max(1, Math.floor(postings / 10));
  await withIndexesRebuilt(db, async (conn) => {
    await insertPostings(
      conn,
      withSearchDocuments(generatePostings({ seed, companies, postings, now: new Date() }), document),
      {
        batchSize: 1000,
        onBatch: (written) => {
          if (written % step === 0) console.log(`  ${written.toLocaleString('en-US')} postings`);
        },
      },
    );
  });
  // As autovacuum would leave a settled table: visibility map set, statistics current.
  await sql`vacuum analyze job_postings`.execute(db);
  return 'seeded';
}
