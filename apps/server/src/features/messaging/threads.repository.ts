import { type RawBuilder, sql } from 'kysely';
import type { Locale } from '@hashi/shared/constants';
import type { MessageReportStatus } from '@hashi/shared/message-report.schema';
import { CONTACT_STAGES } from '@hashi/shared/application-status';
import { ApplyStatus, MessageType } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';
import { excludedBy } from '../company-exclusions/company-exclusions.repository.ts';
import { readAsNewBy } from '../approaches/thread-messages.repository.ts';
import { liveFor, nameRevealed } from '../employer-approaches/applicant-access.repository.ts';

/**
 * The threads of one side (ADR 0023). A thread is an approach both sides know of — a company
 * scout, pin or like, or the applicant's Know More or application — with at least one message.
 * The applicant sees threads of postings still on the market (published or closed, not pulled);
 * the company sees its threads with live applicants who have not excluded it (ADR 0021).
 */
export type Side = { kind: 'applicant'; applicantId: number } | { kind: 'company'; companyId: number };

const KNOWN_TO_BOTH = sql<boolean>`(a.scouted_at is not null or a.company_pinned_at is not null
  or a.company_liked_at is not null or a.know_more_at is not null or a.applied_at is not null)`;

/** Whose threads: the applicant's on the market, or the company's with applicants it may see. */
function ownedBy(side: Side): RawBuilder<boolean> {
  if (side.kind === 'applicant') {
    return sql<boolean>`a.applicant_id = ${side.applicantId} and p.status in (3, 4)`;
  }
  return sql<boolean>`a.company_id = ${side.companyId} and ${liveFor(sql`a.applicant_id`, side.companyId)}`;
}

/** The side's own approaches, by owner alone. */
const ownerIs = (side: Side) =>
  side.kind === 'applicant'
    ? sql<boolean>`a.applicant_id = ${side.applicantId}`
    : sql<boolean>`a.company_id = ${side.companyId}`;

/** The messages a side sees: never the applicant's private saves; never status 10 for the applicant. */
export function visibleTo(side: Side, m: string): RawBuilder<boolean> {
  const alias = sql.raw(m);
  const base = sql<boolean>`${alias}.type <> ${MessageType.Save}`;
  if (side.kind === 'company') return base;
  return sql<boolean>`${base} and ${alias}.application_status is distinct from ${ApplyStatus.Invisible}`;
}

/** Unread, for each side: what it reads as new (`readAsNewBy`) after its read mark. */
function unreadOf(side: Side): RawBuilder<boolean> {
  const mark = side.kind === 'applicant' ? sql`a.applicant_read_message_id` : sql`a.company_read_message_id`;
  return sql<boolean>`u.id > ${mark} and ${readAsNewBy(side.kind, 'u')}`;
}

/**
 * The thread has unread messages for the side: its incoming mark, the newest message it reads as
 * new, is past its read mark (ADR 0042). No message is read; the company's partial index
 * `approaches_company_unread_idx` holds exactly these threads.
 */
function hasUnread(side: Side): RawBuilder<boolean> {
  return side.kind === 'applicant'
    ? sql<boolean>`a.applicant_incoming_message_id > a.applicant_read_message_id`
    : sql<boolean>`a.company_incoming_message_id > a.company_read_message_id`;
}

const unreadCount = (side: Side) =>
  sql<number>`(select count(*)::integer from approach_messages u where u.approach_id = a.id and ${unreadOf(side)})`;

export interface ThreadRow {
  id: number;
  thread_code: string;
  applicant_id: number;
  company_id: number;
  job_posting_id: number;
  title_en: string | null;
  title_ja: string | null;
  posting_status: number;
  posting_closed: boolean;
  company_name_en: string;
  company_name_ja: string;
  scouted_at: Date | null;
  scout_reply: string | null;
  scout_expires_at: Date | null;
  company_pinned_at: Date | null;
  company_liked_at: Date | null;
  know_more_at: Date | null;
  applied_at: Date | null;
  matched_at: Date | null;
  application_id: number | null;
  application_status: number | null;
  /** The newest status other than invisible (10): what the applicant sees while 10 is set. */
  visible_status: number | null;
  last_message_id: number;
  last_type: number | null;
  last_status: number | null;
  last_sender_type: number | null;
  last_application_status: number | null;
  last_body: string | null;
  /** The status of the newest message's report, or null (ADR 0026). */
  last_report_status: MessageReportStatus | null;
  /** Files sent with the newest message (ADR 0025). */
  last_attachments: number;
  last_at: Date | null;
  unread_count: number;
  excluded: boolean;
}

function threadSelect(side: Side) {
  return sql`select a.id, a.thread_code, a.applicant_id, a.company_id, a.job_posting_id,
      p.title_en, p.title_ja, p.status as posting_status, p.is_closed as posting_closed,
      c.name_en as company_name_en, c.name_ja as company_name_ja,
      a.scouted_at, a.scout_reply, a.scout_expires_at, a.company_pinned_at, a.company_liked_at,
      a.know_more_at, a.applied_at, a.matched_at,
      ap.id as application_id, ap.status as application_status,
      (select s.status from application_status_changes s where s.application_id = ap.id and s.status <> 10
        order by s.changed_at desc, s.id desc limit 1) as visible_status,
      a.last_message_id, m.type as last_type, m.status as last_status, m.sender_type as last_sender_type,
      m.application_status as last_application_status, m.body as last_body, m.created_at as last_at,
      (select r.status from message_reports r where r.message_id = a.last_message_id) as last_report_status,
      (select count(*)::int from message_attachments f where f.message_id = a.last_message_id) as last_attachments,
      ${unreadCount(side)} as unread_count,
      ${excludedBy(sql`a.applicant_id`, sql`a.company_id`)} as excluded
    from approaches a
    join job_postings p on p.id = a.job_posting_id
    join companies c on c.id = a.company_id
    left join approach_messages m on m.id = a.last_message_id
    left join applications ap on ap.applicant_id = a.applicant_id and ap.job_posting_id = a.job_posting_id`;
}

const isThread = sql<boolean>`a.last_message_id > 0 and ${KNOWN_TO_BOTH}`;

/** A search word in the company name or the posting title (applicant), or the posting title (company). */
function matching(side: Side, q: string): RawBuilder<boolean> {
  const like = `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const title = sql<boolean>`(p.title_en ilike ${like} or p.title_ja ilike ${like})`;
  if (side.kind === 'company') return title;
  return sql<boolean>`(${title} or c.name_en ilike ${like} or c.name_ja ilike ${like})`;
}

/**
 * One page of a side's threads, newest message first; `total` counts them all.
 *
 * Two steps (ADR 0042, revision 1): the page's ids and the total first, over the approaches with the
 * side's conditions only, then the page's details by id. In one statement the planner weighed every
 * join order of the five joined tables together with the liveness and exclusion checks, which cost
 * more than running it (≈10 ms a list on PostgreSQL, beside a second statement for the count).
 */
export async function listThreads(
  db: Database,
  side: Side,
  filter: { q?: string; unread?: boolean; jobPostingId?: number },
  page: { offset: number; limit: number },
): Promise<{ rows: ThreadRow[]; total: number }> {
  const conditions: RawBuilder<boolean>[] = [ownedBy(side), isThread];
  if (filter.q) conditions.push(matching(side, filter.q));
  if (filter.unread) conditions.push(hasUnread(side));
  if (filter.jobPostingId !== undefined) conditions.push(sql<boolean>`a.job_posting_id = ${filter.jobPostingId}`);
  const where = sql.join(conditions, sql` and `);
  const from = sql`from approaches a join job_postings p on p.id = a.job_posting_id join companies c on c.id = a.company_id
    where ${where}`;
  const { rows: ids } = await sql<{ id: number; total: number }>`select a.id, count(*) over ()::integer as total
    ${from} order by a.last_message_id desc limit ${page.limit} offset ${page.offset}`.execute(db);
  if (ids.length === 0) {
    // Past the last page the window has no row to carry the total.
    if (page.offset === 0) return { rows: [], total: 0 };
    const { rows: count } = await sql<{ n: number }>`select count(*)::integer as n ${from}`.execute(db);
    return { rows: [], total: Number(count[0]?.n ?? 0) };
  }
  const { rows } = await sql<ThreadRow>`${threadSelect(side)}
    where a.id in (${sql.join(ids.map((row) => row.id))}) and ${ownerIs(side)}
    order by a.last_message_id desc`.execute(db);
  return { rows, total: Number(ids[0]?.total ?? 0) };
}

/**
 * The side's thread with this code, or undefined: another's thread and an unknown code look alike.
 * With it, whether an application between the two stands at a contact stage (ADR 0021, ADR 0023).
 */
export async function findThread(
  db: Database,
  side: Side,
  code: string,
): Promise<(ThreadRow & { contact_stage: boolean }) | undefined> {
  const { rows } = await sql<ThreadRow & { contact_stage: boolean }>`select t.*, exists (select 1 from applications c
      where c.company_id = t.company_id and c.applicant_id = t.applicant_id
        and c.status in (${sql.join([...CONTACT_STAGES])})) as contact_stage
    from (${threadSelect(side)} where a.thread_code = ${code} and ${ownedBy(side)} and ${isThread}) t`.execute(db);
  return rows[0];
}

/** What a send or a read mark needs of a thread: who is in it, and whether the side may write. */
export type WritableThread = Pick<
  ThreadRow,
  | 'id'
  | 'thread_code'
  | 'applicant_id'
  | 'posting_status'
  | 'posting_closed'
  | 'scouted_at'
  | 'scout_reply'
  | 'company_pinned_at'
  | 'company_liked_at'
  | 'application_status'
  | 'excluded'
> & { contact_stage: boolean };

/**
 * The side's thread with this code for a send or a read mark, or undefined as `findThread`
 * answers. Sends are the hot path (ADR 0028's delivery): the list row's previews, counts and
 * status history are left out, and with them most of the planning time of each call.
 */
export async function findWritableThread(db: Database, side: Side, code: string): Promise<WritableThread | undefined> {
  const { rows } = await sql<WritableThread>`select a.id, a.thread_code, a.applicant_id,
      p.status as posting_status, p.is_closed as posting_closed,
      a.scouted_at, a.scout_reply, a.company_pinned_at, a.company_liked_at,
      ap.status as application_status,
      ${excludedBy(sql`a.applicant_id`, sql`a.company_id`)} as excluded,
      exists (select 1 from applications cs where cs.company_id = a.company_id and cs.applicant_id = a.applicant_id
        and cs.status in (${sql.join([...CONTACT_STAGES])})) as contact_stage
    from approaches a
    join job_postings p on p.id = a.job_posting_id
    left join applications ap on ap.applicant_id = a.applicant_id and ap.job_posting_id = a.job_posting_id
    where a.thread_code = ${code} and ${ownedBy(side)} and ${isThread}`.execute(db);
  return rows[0];
}

/** Locks the thread's approach row for a send or a read mark (ADR 0018's lock order: approach first). */
export async function lockThread(db: Database, approachId: number) {
  return db
    .selectFrom('approaches')
    .select(['id', 'applicant_read_message_id', 'company_read_message_id', 'last_message_id'])
    .where('id', '=', approachId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The applicants' names as the company may see them: once they applied to it or matched (ADR 0021). */
export async function applicantNames(
  db: Database,
  companyId: number,
  locale: Locale,
  applicantIds: readonly number[],
): Promise<Map<number, string>> {
  if (applicantIds.length === 0) return new Map();
  // "Last First" in Japanese, "First Last" in English.
  const name = sql.raw(
    locale === 'ja' ? "concat_ws(' ', p.last_name, p.first_name)" : "concat_ws(' ', p.first_name, p.last_name)",
  );
  const { rows } = await sql<{ id: number; name: string }>`select p.applicant_id as id, trim(${name}) as name
    from applicant_profiles p
    where p.applicant_id = any(${sql.val([...applicantIds])}::integer[])
      and ${nameRevealed(sql`p.applicant_id`, companyId)}`.execute(db);
  return new Map(rows.filter((r) => r.name !== '').map((r) => [r.id, r.name]));
}

/**
 * The side's unread messages, and the threads that have any, over all its threads or in one
 * (`approachId`): the badge's number, and the one the e-mail notices use (ADR 0027).
 */
export async function countUnread(
  db: Database,
  side: Side,
  only: { approachId?: number } = {},
): Promise<{ messages: number; threads: number }> {
  const thread = only.approachId === undefined ? sql`true` : sql`a.id = ${only.approachId}`;
  const { rows } = await sql<{ messages: number; threads: number }>`select
      coalesce(sum(t.n), 0)::integer as messages, count(*) filter (where t.n > 0)::integer as threads
    from (select ${unreadCount(side)} as n from approaches a
      join job_postings p on p.id = a.job_posting_id
      where ${ownedBy(side)} and ${isThread} and ${hasUnread(side)} and ${thread}) t`.execute(db);
  return { messages: Number(rows[0]?.messages ?? 0), threads: Number(rows[0]?.threads ?? 0) };
}
