import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { createTemplateDatabase, dropDatabase } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory to load per test file. */
    pgliteDump: string;
    /** PostgreSQL: the migrated template database each test file copies. */
    pgTemplate: string;
  }
}

/**
 * Migrates once per run: PGlite into a dump that each test file loads (≈ 1 s instead of initdb),
 * or, with TEST_DATABASE_URL, PostgreSQL into a template database each test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = await createTemplateDatabase(url, async (templateUrl) => {
      const handle = await openDatabase({ url: templateUrl, poolSize: 1 });
      await migrateToLatest(handle.db);
      await handle.close();
    });
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => dropDatabase(url, template);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hashi-test-'));
  const handle = await openDatabase({});
  await migrateToLatest(handle.db);
  const blob = await handle.dump?.();
  if (!blob) throw new Error('PGlite did not dump its data directory');
  const dumpFile = path.join(dir, 'migrated.tar.gz');
  writeFileSync(dumpFile, Buffer.from(await blob.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDump', dumpFile);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
