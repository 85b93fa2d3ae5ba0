import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase } from '../../platform/db/database.ts';
import { migrateToLatest } from '../../platform/db/migrate.ts';
import { DEMO_DEFAULTS, prepareDemoSeed, seedDemoData } from './demo-data.service.ts';

/**
 * `npm run demo:seed -- --postings 100000 [--companies 1000] [--seed hashi] [--replace]`
 * Writes a demo set into the configured database (DATA_DIR's PGlite or DATABASE_URL), for
 * benchmarks and screenshots. Companies default to one per hundred postings (at least 200).
 * A database that already has companies is refused unless --replace, which empties companies and
 * postings first and is refused in production.
 */
const { values } = parseArgs({
  options: {
    postings: { type: 'string', default: String(DEMO_DEFAULTS.postings) },
    companies: { type: 'string' },
    seed: { type: 'string', default: DEMO_DEFAULTS.seed },
    replace: { type: 'boolean', default: false },
  },
});
const postings = Number(values.postings);
const companies = values.companies
  ? Number(values.companies)
  : Math.max(DEMO_DEFAULTS.companies, Math.ceil(postings / 100));
if (!Number.isInteger(postings) || postings < 0 || !Number.isInteger(companies) || companies < 1) {
  console.error('--postings must be a whole number ≥ 0 and --companies ≥ 1');
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  await migrateToLatest(handle.db);
  if ((await prepareDemoSeed(handle.db, { replace: values.replace, production: config.isProduction })) === 'replaced') {
    console.log('Removed the companies and postings that were there.');
  }
  const step = Math.max(1, Math.floor(postings / 20));
  let next = step;
  const result = await seedDemoData(handle.db, {
    seed: values.seed,
    companies,
    postings,
    onProgress: (written) => {
      if (written < next) return;
      next += step;
      console.log(`  ${written.toLocaleString('en-US')} / ${postings.toLocaleString('en-US')} postings`);
    },
  });
  console.log(
    `Wrote ${result.companies} companies and ${result.postings} postings into the ${handle.kind} database in ${(result.ms / 1000).toFixed(1)} s.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
