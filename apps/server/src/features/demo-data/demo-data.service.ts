import type { Database } from '../../platform/db/database.ts';
import { forgetCompanyLogoJobs } from '../companies/companies.service.ts';
import { generateCompanies } from './company-generator.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoApplicant } from './demo-applicant.ts';
import {
  deleteAllCompanies,
  hasCompanies,
  insertCompanies,
  insertPostings,
  lockForSeeding,
} from './demo-data.repository.ts';
import { searchDocumenter, withSearchDocuments } from './posting-documents.ts';
import { generatePostings } from './posting-generator.ts';

/**
 * Demo data (UX.md, ADR 0013): fictional bilingual companies and postings generated from the
 * reference data. `npm start` on a fresh embedded database writes the default set once.
 */
export const DEMO_DEFAULTS = { seed: 'hashi', companies: 200, postings: 2000 } as const;

export interface SeedOptions {
  seed?: string | number;
  companies?: number;
  postings?: number;
  /** Postings are dated back from here (same seed and `now`, same data). Default: the current time. */
  now?: Date;
  batchSize?: number;
  onProgress?: (postingsWritten: number) => void;
}

export interface SeedResult {
  companies: number;
  postings: number;
  ms: number;
}

/**
 * Writes a demo set. The companies are generated whole (thousands at most); postings are generated
 * and written a batch at a time, so a million never sit in memory. Each posting carries its keyword
 * document computed in TypeScript (posting-documents.ts), which the insert trigger keeps: 2,000
 * postings take about a second on PGlite instead of the SQL functions' ≈ 3 ms each.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const count = options.companies ?? DEMO_DEFAULTS.companies;
  const companies = await insertCompanies(db, generateCompanies({ seed, count }));
  const document = await searchDocumenter(db, companies);
  const postings = await insertPostings(
    db,
    withSearchDocuments(
      generatePostings({
        seed,
        companies,
        postings: options.postings ?? DEMO_DEFAULTS.postings,
        now: options.now ?? new Date(),
      }),
      document,
    ),
    {
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
      ...(options.onProgress ? { onBatch: options.onProgress } : {}),
    },
  );
  await seedDemoAccounts(db, companies);
  await seedDemoApplicant(db, companies);
  forgetCompanyLogoJobs(db);
  return { companies: companies.length, postings, ms: Math.round(performance.now() - started) };
}

/**
 * Seeds only a database without companies, in one transaction (all or nothing) under an advisory
 * lock, so a restart, a crash half-way or two instances starting together never seed twice.
 * Answers null when there was nothing to do.
 */
export async function seedDemoDataOnce(db: Database, options: SeedOptions = {}): Promise<SeedResult | null> {
  const result = await db.transaction().execute(async (trx) => {
    await lockForSeeding(trx);
    if (await hasCompanies(trx)) return null;
    return seedDemoData(trx, options);
  });
  forgetCompanyLogoJobs(db);
  return result;
}

/**
 * Before `npm run demo:seed`: a database with companies is refused unless `replace`, which empties
 * companies and postings (and what refers to them) first, never in production. Answers what it did.
 */
export async function prepareDemoSeed(
  db: Database,
  options: { replace: boolean; production: boolean },
): Promise<'empty' | 'replaced'> {
  if (!(await hasCompanies(db))) return 'empty';
  if (!options.replace) throw new Error('The database already has companies. Pass --replace to empty them first.');
  if (options.production) throw new Error('--replace is refused in production.');
  await deleteAllCompanies(db);
  forgetCompanyLogoJobs(db);
  return 'replaced';
}
