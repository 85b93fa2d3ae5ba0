import { sql } from 'kysely';
import type { Database } from '../apps/server/src/platform/db/database.ts';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.ts';
import { seedSearchData } from './search-data.ts';
import { markThreads } from './thread-marks.ts';

/**
 * The cluster benchmark's data (issue 15): the demo generator's companies and postings, and on top
 * of them applicants, company members and message threads written in bulk by SQL. Every account
 * has one password, hashed once (argon2id: hashing 100,000 would take half an hour and prove
 * nothing; each login still verifies a full hash).
 */
export const BENCH_PASSWORD = 'Bridge2026x';

export interface ClusterData {
  postings: number;
  applicants: number;
  /** Open postings' ids, for opening, saving and applying. */
  postingIds: number[];
  /** Company members with a posting each, for scouting. */
  companies: Array<{ email: string; companyId: number; postingId: number }>;
  /** Applicants with a thread (a scout from a company), for messaging both ways. */
  threads: Array<{ code: string; applicantEmail: string; companyEmail: string }>;
  seededSeconds: number;
}

const applicantEmail = (i: number) => `applicant${i}@bench.example`;
const companyEmail = (i: number) => `company${i}@bench.example`;

export async function seedClusterData(
  db: Database,
  options: { postings: number; applicants: number; companies: number; threads: number },
  log: (line: string) => void,
): Promise<ClusterData> {
  const started = performance.now();
  log(`seeding ${options.postings.toLocaleString('en-US')} postings (the demo generator)…`);
  await seedSearchData(db, options.postings, 'bench-cluster');
  const hash = await hashPassword(BENCH_PASSWORD);
  log(`seeding ${options.applicants.toLocaleString('en-US')} applicants…`);
  await sql`insert into users (email, password_hash, email_verified_at, password_set_at, current_step, registered_at)
    select 'applicant' || i || '@bench.example', ${hash}, now(), now(), 4, now()
    from generate_series(1, ${options.applicants}) as i
    on conflict do nothing`.execute(db);

  // A console member for each of the first companies, with one open posting of theirs to scout for.
  const { rows: companyRows } = await sql<{ company_id: number; posting_id: number }>`
    select distinct on (company_id) company_id, id as posting_id from job_postings
    where status = 3 and not is_closed order by company_id, id limit ${options.companies}`.execute(db);
  const companies: ClusterData['companies'] = [];
  for (const [i, row] of companyRows.entries()) {
    const email = companyEmail(i + 1);
    const user = await db
      .insertInto('users')
      .values({
        email,
        password_hash: hash,
        email_verified_at: new Date(),
        password_set_at: new Date(),
        type: 2,
        current_step: 4,
        registered_at: new Date(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (user) {
      await db
        .insertInto('company_members')
        .values({ user_id: user.id, company_id: row.company_id, role: 'owner' })
        .execute();
    }
    companies.push({ email, companyId: row.company_id, postingId: row.posting_id });
  }

  // Threads: each of the first applicants scouted by one of those companies, half of them answered.
  log(`seeding ${options.threads.toLocaleString('en-US')} message threads…`);
  const companyIds = companies.map((c) => c.companyId);
  const postingOf = companies.map((c) => c.postingId);
  await sql`insert into approaches (applicant_id, job_posting_id, company_id, scouted_at, scout_expires_at, created_at, updated_at)
    select u.id, (${sql.val(postingOf)}::int[])[1 + u.i % ${companies.length}],
      (${sql.val(companyIds)}::int[])[1 + u.i % ${companies.length}],
      now() - interval '1 day', now() + interval '29 days', now(), now()
    from (select id, row_number() over (order by id) as i from users
      where email like 'applicant%@bench.example' order by id limit ${options.threads}) u
    on conflict do nothing`.execute(db);
  await sql`insert into approach_messages (approach_id, type, sender_type, body, created_at)
    select id, 1, 2, 'We would like to tell you about this role on our platform team.', scouted_at
    from approaches a where not exists (select 1 from approach_messages m where m.approach_id = a.id)`.execute(db);
  await markThreads(db);
  await sql`vacuum analyze`.execute(db);

  const { rows: threadRows } = await sql<{ code: string; applicant: string; company_id: number }>`
    select a.thread_code as code, u.email as applicant, a.company_id from approaches a
    join users u on u.id = a.applicant_id where u.email like 'applicant%@bench.example'
    order by a.id limit ${options.threads}`.execute(db);
  const memberOf = new Map(companies.map((c) => [c.companyId, c.email]));
  const threads = threadRows.map((r) => ({
    code: r.code,
    applicantEmail: r.applicant,
    companyEmail: memberOf.get(r.company_id) as string,
  }));
  const { rows: postingRows } = await sql<{ id: number }>`
    select id from job_postings where status = 3 and not is_closed order by id`.execute(db);
  const { rows: counts } = await sql<{ postings: number; applicants: number }>`select
    (select count(*)::int from job_postings) as postings,
    (select count(*)::int from users where type = 1) as applicants`.execute(db);
  return {
    postings: counts[0]?.postings ?? 0,
    applicants: counts[0]?.applicants ?? 0,
    postingIds: postingRows.map((r) => r.id),
    companies,
    threads,
    seededSeconds: Math.round((performance.now() - started) / 1000),
  };
}

export { applicantEmail };
