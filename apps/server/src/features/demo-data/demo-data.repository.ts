import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';
import type { DemoCompany } from './company-generator.ts';
import type { DemoPosting } from './posting-generator.ts';

/** Batched multi-row inserts of generated companies and postings. */

/** Rows per statement: postings have ~47 columns, well under PostgreSQL's 65,535 parameters. */
export const POSTING_BATCH = 500;
const COMPANY_BATCH = 250;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts the companies with their appeals and artwork; answers them with their database ids. */
export async function insertCompanies(db: Database, companies: readonly DemoCompany[]): Promise<DemoCompany[]> {
  const saved: DemoCompany[] = [];
  for (const batch of chunks(companies, COMPANY_BATCH)) {
    const rows = await db
      .insertInto('companies')
      .values(batch.map((c) => c.row))
      .returning(['id', 'name_en'])
      .execute();
    // Names are unique within a generated set, so they pair each row with its company.
    const ids = new Map(rows.map((r) => [r.name_en, r.id]));
    for (const company of batch) {
      const id = ids.get(company.row.name_en);
      if (id === undefined) throw new Error(`demo data: ${company.row.name_en} was not saved`);
      saved.push({ ...company, id });
    }
  }
  const appeals = saved.flatMap((c) => c.appeals.map((a) => ({ ...a, company_id: c.id })));
  for (const batch of chunks(appeals, COMPANY_BATCH)) await db.insertInto('company_appeals').values(batch).execute();
  const documents = saved.flatMap((c) =>
    c.documents.map((type) => ({ company_id: c.id, payload_type: type, rank: 1, source: 'generated' as const })),
  );
  for (const batch of chunks(documents, COMPANY_BATCH))
    await db.insertInto('company_documents').values(batch).execute();
  return saved;
}

/**
 * One statement per batch with a single JSON parameter expanded by jsonb_populate_recordset: far
 * fewer bound parameters than a VALUES list of ~47 columns a row, which is what costs on PGlite.
 */
async function insertPostingRows(db: Database, rows: readonly DemoPosting[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((c) => sql.ref(c)));
  const json = JSON.stringify(rows.map((r) => ({ ...r, required_skills: JSON.parse(r.required_skills) })));
  await sql`insert into job_postings (${columns})
    select ${columns} from jsonb_populate_recordset(null::job_postings, ${json}::jsonb)`.execute(db);
}

/** Inserts postings as they come, `batchSize` rows a statement; answers how many were written. */
export async function insertPostings(
  db: Database,
  postings: Iterable<DemoPosting>,
  options: { batchSize?: number; onBatch?: (written: number) => void } = {},
): Promise<number> {
  const size = options.batchSize ?? POSTING_BATCH;
  let batch: DemoPosting[] = [];
  let written = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertPostingRows(db, batch);
    written += batch.length;
    batch = [];
    options.onBatch?.(written);
  };
  for (const posting of postings) {
    batch.push(posting);
    if (batch.length >= size) await flush();
  }
  await flush();
  return written;
}

export async function hasCompanies(db: Database): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Serializes seeding across processes that share a database (two instances starting at once). */
export async function lockForSeeding(db: Database): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(0x4a0b5eed)})`.execute(db);
}

/** Tables whose ids restart at 1 after a replace, as on a fresh database (the same seed, the same ids). */
const RESTARTED = ['companies', 'company_appeals', 'company_documents', 'job_postings'] as const;

/**
 * Removes every company and posting (`demo:seed --replace`; never in production), in one
 * transaction, with every row that refers to them: a DELETE follows each foreign key's
 * `on delete cascade` (saved-search alerts sent, approaches, company accounts…), which TRUNCATE
 * refuses to do without CASCADE — and TRUNCATE … CASCADE would also empty tables whose reference
 * is nullable or `set null`. A reference that does not cascade makes the replace fail whole.
 */
export async function deleteAllCompanies(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from job_postings`.execute(trx);
    await sql`delete from companies`.execute(trx);
    for (const table of RESTARTED) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`.execute(trx);
    }
  });
}

/** A staff user of the demo (admin or company), created or given `type` again; answers its id. */
export async function upsertStaffUser(
  db: Database,
  user: { email: string; type: number; passwordHash: string },
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      type: user.type,
      password_hash: user.passwordHash,
      email_verified_at: now,
      password_set_at: now,
      registered_at: now,
      current_step: 4,
      origin: 'staff',
    })
    .onConflict((oc) => oc.column('email').where('deleted_at', 'is', null).doUpdateSet({ type: user.type }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Makes a user the owner of a company (moving it from any company it had). */
export async function linkCompanyOwner(db: Database, userId: number, companyId: number): Promise<void> {
  await db
    .insertInto('company_members')
    .values({ user_id: userId, company_id: companyId, role: 'owner' })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ company_id: companyId }))
    .execute();
}

/** Both names of every row of a reference list. */
export function allMasterNames(db: Database, table: 'job_positions' | 'skills' | 'japan_prefectures' | 'cities') {
  return db.selectFrom(table).select(['id', 'name_en', 'name_ja']).execute();
}
