import { loadConfig } from '../config.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrateToLatest(handle.db);
await handle.close();
console.log(`Migrated the ${handle.kind} database to the latest version.`);
