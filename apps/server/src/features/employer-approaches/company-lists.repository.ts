import { type RawBuilder, sql } from 'kysely';
import type { Locale } from '@hashi/shared/constants';
import type { CompanyApproachList, CompanyApproachListQuery } from '@hashi/shared/employer-approach.schema';
import type { ApplyAnswer, ApplyQuestion } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import { liveFor, nameRevealed } from './applicant-access.repository.ts';

/** The company's lists (applications, Know More, scout replies, matches), scoped to its own rows. */

const nameCol = (locale: Locale) => sql.raw(locale === 'ja' ? 'name_ja' : 'name_en');
const titleOf = (locale: Locale) =>
  sql.raw(locale === 'ja' ? 'coalesce(jpo.title_ja, jpo.title_en)' : 'coalesce(jpo.title_en, jpo.title_ja)');
/** "Last First" in Japanese, "First Last" in English. */
const fullName = (locale: Locale) =>
  sql.raw(
    locale === 'ja'
      ? "nullif(trim(concat_ws(' ', p.last_name, p.first_name)), '')"
      : "nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '')",
  );

/** The conversation's code once the approach has a message (ADR 0023), so the console links to it. */
const threadCode = (approach: RawBuilder<unknown>) =>
  sql<string | null>`case when ${approach}.last_message_id > 0 then ${approach}.thread_code end`;

export interface ApplicationRowView {
  id: number;
  job_posting_id: number;
  title: string;
  applicant_id: number;
  name: string | null;
  status: number;
  created_at: Date;
  status_changed_at: Date;
  answers: ApplyAnswer[];
  apply_questions: ApplyQuestion[];
  thread_code: string | null;
}

export interface ApplicationFilter {
  id?: number;
  job_posting_id?: number | undefined;
  status?: number | undefined;
  limit: number;
  offset: number;
}

/** One page of the company's applications (an applicant who excluded the company is left out), and the total. */
export async function applicationRows(
  db: Database,
  companyId: number,
  locale: Locale,
  f: ApplicationFilter,
): Promise<{ rows: ApplicationRowView[]; total: number }> {
  const where = [sql`a.company_id = ${companyId}`, liveFor(sql`a.applicant_id`, companyId)];
  if (f.id !== undefined) where.push(sql`a.id = ${f.id}`);
  if (f.job_posting_id !== undefined) where.push(sql`a.job_posting_id = ${f.job_posting_id}`);
  if (f.status !== undefined) where.push(sql`a.status = ${f.status}`);
  const from = sql`from applications a join job_postings jpo on jpo.id = a.job_posting_id
    left join applicant_profiles p on p.applicant_id = a.applicant_id
    left join approaches t on t.applicant_id = a.applicant_id and t.job_posting_id = a.job_posting_id
    where ${sql.join(where, sql` and `)}`;
  const [page, count] = await Promise.all([
    sql<ApplicationRowView>`select a.id, a.job_posting_id, ${titleOf(locale)} as title, a.applicant_id,
        ${fullName(locale)} as name, a.status, a.created_at, a.status_changed_at, a.answers, jpo.apply_questions,
        ${threadCode(sql`t`)} as thread_code
      ${from} order by a.created_at desc, a.id desc limit ${f.limit} offset ${f.offset}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n ${from}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Applications the company has not opened its list since (the console's badge), excluded applicants left out. */
export async function countUnseenApplications(db: Database, companyId: number): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from applications a
    where a.company_id = ${companyId} and a.company_seen_at is null
      and ${liveFor(sql`a.applicant_id`, companyId)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The company has opened its applications: every one so far is seen. */
export async function markApplicationsSeen(db: Database, companyId: number, now: Date): Promise<void> {
  await db
    .updateTable('applications')
    .set({ company_seen_at: now })
    .where('company_id', '=', companyId)
    .where('company_seen_at', 'is', null)
    .execute();
}

export async function statusHistory(db: Database, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('application_status_changes')
    .select(['application_id', 'status', 'changed_at'])
    .where('application_id', 'in', [...applicationIds])
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
}

export interface ApproachRowView {
  job_posting_id: number;
  title: string;
  applicant_id: number;
  name: string | null;
  at: Date;
  matched_at: Date | null;
  scout_reply: 'applied' | 'declined' | 'know_more' | 'liked' | null;
  decline_reason_id: number | null;
  decline_reason: string | null;
  thread_code: string | null;
}

const LIST_TIME: Record<CompanyApproachList, string> = {
  'know-more': 'ap.know_more_at',
  'scout-replies': 'ap.scout_replied_at',
  matches: 'ap.matched_at',
};

/** One page of Know More received, scout replies or matches, newest first, and the total. */
export async function approachRows(
  db: Database,
  companyId: number,
  locale: Locale,
  list: CompanyApproachList,
  q: CompanyApproachListQuery,
): Promise<{ rows: ApproachRowView[]; total: number }> {
  const at = sql.raw(LIST_TIME[list]);
  const where = [sql`ap.company_id = ${companyId}`, sql`${at} is not null`, liveFor(sql`ap.applicant_id`, companyId)];
  if (list === 'scout-replies') where.push(sql`ap.scout_reply is not null`);
  if (list === 'scout-replies' && q.reply) where.push(sql`ap.scout_reply = ${q.reply}`);
  if (q.job_posting_id !== undefined) where.push(sql`ap.job_posting_id = ${q.job_posting_id}`);
  const from = sql`from approaches ap join job_postings jpo on jpo.id = ap.job_posting_id
    left join applicant_profiles p on p.applicant_id = ap.applicant_id
    left join scout_decline_reasons r on r.id = ap.scout_decline_reason_id where ${sql.join(where, sql` and `)}`;
  const offset = (q.page - 1) * q.per_page;
  const [page, count] = await Promise.all([
    sql<ApproachRowView>`select ap.job_posting_id, ${titleOf(locale)} as title, ap.applicant_id,
        case when ${nameRevealed(sql`ap.applicant_id`, companyId)} then ${fullName(locale)} end as name,
        ${at} as at, ap.matched_at, ap.scout_reply, r.id as decline_reason_id, r.${nameCol(locale)} as decline_reason,
        ${threadCode(sql`ap`)} as thread_code
      ${from} order by ${at} desc, ap.id desc limit ${q.per_page} offset ${offset}`.execute(db),
    sql<{ n: string | number }>`select count(*) as n ${from}`.execute(db),
  ]);
  return { rows: page.rows, total: Number(count.rows[0]?.n ?? 0) };
}
