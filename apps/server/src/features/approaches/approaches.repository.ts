import { type RawBuilder, sql, type Updateable } from 'kysely';
import type { ApproachListName } from '@hashi/shared/approach.schema';
import { MessageType, UserType } from '@hashi/shared/enums';
import type { ApproachesTable, ApproachRow, PinResponse, ScoutReply } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import { excludedBy } from '../company-exclusions/company-exclusions.repository.ts';
import { POPULARITY_RECENCY_DAYS, POPULARITY_WEIGHTS } from '../job-postings/popularity.ts';
import { notify } from '../notifications/notify.repository.ts';

/** The applicant's lists (spec §3): a state column, and every list but `hidden` leaves hidden postings out. */
export type ListName = 'scouts' | 'interests' | 'saves' | 'applies' | 'hidden' | 'pins' | 'matches';
const LIST_ORDER: Record<ListName, RawBuilder<Date | null>> = {
  scouts: sql`scouted_at`,
  interests: sql`know_more_at`,
  saves: sql`saved_at`,
  applies: sql`applied_at`,
  hidden: sql`hidden_at`,
  // Company pins and likes: the latest of the two.
  pins: sql`greatest(company_pinned_at, company_liked_at)`,
  matches: sql`matched_at`,
};

/**
 * The unread condition of each list (an event newer than the list's read mark), on `approaches a`
 * joined with the application `ap` (left join): scouts received; company pins and likes ("saved");
 * application status changes the applicant has not seen (never the invisible status 10); the
 * company's answer (pin or like) to a Know More ("interested"); matches.
 */
const UNREAD: Record<ApproachListName, RawBuilder<boolean>> = {
  scouted: sql`a.scouted_at is not null and (a.scout_read_at is null or a.scout_read_at < a.scouted_at)`,
  saved: sql`greatest(a.company_pinned_at, a.company_liked_at) is not null and a.pin_hidden_at is null
    and (a.pin_read_at is null or a.pin_read_at < greatest(a.company_pinned_at, a.company_liked_at))`,
  pinned: sql`greatest(a.company_pinned_at, a.company_liked_at) is not null and a.pin_hidden_at is null
    and (a.pin_read_at is null or a.pin_read_at < greatest(a.company_pinned_at, a.company_liked_at))`,
  applied: sql`ap.status <> 10 and ap.status_changed_at > coalesce(a.applied_read_at, a.applied_at)`,
  interested: sql`a.know_more_at is not null and greatest(a.company_pinned_at, a.company_liked_at) > coalesce(a.interest_read_at, a.know_more_at)`,
  matched: sql`a.matched_at is not null and (a.match_read_at is null or a.match_read_at < a.matched_at)`,
};
export const READ_COLUMN: Record<ApproachListName, keyof ApproachesTable & string> = {
  scouted: 'scout_read_at',
  saved: 'pin_read_at',
  pinned: 'pin_read_at',
  applied: 'applied_read_at',
  interested: 'interest_read_at',
  matched: 'match_read_at',
};
export const LIST_OF_READ: Record<ListName, ApproachListName | null> = {
  scouts: 'scouted',
  interests: 'interested',
  saves: null,
  applies: 'applied',
  hidden: null,
  pins: 'saved',
  matches: 'matched',
};

/** Spec §4 match rule: Know More and a company pin, or a company contact and the applicant's answer. */
export const MATCH_RULE = sql<boolean>`((know_more_at is not null and company_pinned_at is not null)
  or scout_reply in ('applied', 'know_more', 'liked') or pin_response is not null)`;

export function findApproach(db: Database, applicantId: number, postingId: number) {
  return db
    .selectFrom('approaches')
    .selectAll()
    .where('applicant_id', '=', applicantId)
    .where('job_posting_id', '=', postingId)
    .executeTakeFirst();
}

export function findApproachById(db: Database, applicantId: number, id: number) {
  return db
    .selectFrom('approaches')
    .selectAll()
    .where('applicant_id', '=', applicantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The row of (applicant, posting), created when missing; `set` applied in the same statement. */
export function upsertApproach(
  db: Database,
  key: { applicantId: number; postingId: number; companyId: number },
  set: Updateable<ApproachesTable>,
  now: Date,
): Promise<ApproachRow> {
  return db
    .insertInto('approaches')
    .values({
      applicant_id: key.applicantId,
      job_posting_id: key.postingId,
      company_id: key.companyId,
      ...(set as object),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['applicant_id', 'job_posting_id']).doUpdateSet({ ...set, updated_at: now }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateApproach(db: Database, id: number, set: Updateable<ApproachesTable>, now: Date) {
  return db
    .updateTable('approaches')
    .set({ ...set, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Sets matched_at when the match rule now holds (once: a match is never undone), and tells the
 * applicant (one notification per match).
 */
export async function settleMatch(db: Database, id: number, now: Date): Promise<void> {
  const matched = await db
    .updateTable('approaches')
    .set({ matched_at: now })
    .where('id', '=', id)
    .where('matched_at', 'is', null)
    .where(MATCH_RULE)
    .returning(['applicant_id', 'thread_code'])
    .executeTakeFirst();
  if (!matched) return;
  await notify(
    db,
    {
      userId: matched.applicant_id,
      kind: 'match',
      params: { approach_id: id },
      link: `/messages/${matched.thread_code}`,
      eventKey: `match:${id}`,
    },
    now,
  );
}

/** One page of a list, newest first; `total` counts the whole list. */
export async function listApproaches(
  db: Database,
  applicantId: number,
  list: ListName,
  page: { offset: number; limit: number },
): Promise<{ rows: ApproachRow[]; total: number }> {
  const column = LIST_ORDER[list];
  let query = db
    .selectFrom('approaches')
    .where('applicant_id', '=', applicantId)
    .where(sql<boolean>`${column} is not null`)
    // Postings pulled from the market (declined, suspended) leave every list; closed ones stay.
    .where(
      sql<boolean>`exists (select 1 from job_postings p where p.id = approaches.job_posting_id and p.status in (3, 4))`,
    );
  if (list === 'pins') query = query.where('pin_hidden_at', 'is', null);
  if (list !== 'hidden') query = query.where('hidden_at', 'is', null);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql`${column} desc`)
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The approach ids among `ids` that are unread in `list`. */
export async function unreadIds(db: Database, list: ApproachListName, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await sql<{ id: number }>`select a.id from approaches a
    left join applications ap on ap.applicant_id = a.applicant_id and ap.job_posting_id = a.job_posting_id
    where a.id = any(${sql.val([...ids])}::integer[]) and ${UNREAD[list]}`.execute(db);
  return new Set(rows.map((r) => r.id));
}

/** Unread counts of every list, hidden postings left out. */
export async function countUnread(db: Database, applicantId: number): Promise<Record<ApproachListName, number>> {
  const column = (list: ApproachListName) => sql`count(*) filter (where ${UNREAD[list]})::integer as ${sql.ref(list)}`;
  const lists = Object.keys(UNREAD) as ApproachListName[];
  const { rows } = await sql<Record<ApproachListName, number>>`select ${sql.join(lists.map(column))}
    from approaches a
    left join applications ap on ap.applicant_id = a.applicant_id and ap.job_posting_id = a.job_posting_id
    where a.applicant_id = ${applicantId} and a.hidden_at is null
      and exists (select 1 from job_postings p where p.id = a.job_posting_id and p.status in (3, 4))`.execute(db);
  const row = rows[0];
  return Object.fromEntries(lists.map((l) => [l, Number(row?.[l] ?? 0)])) as Record<ApproachListName, number>;
}

/** Marks a list read, for all the applicant's rows or one (`approachId`); answers how many rows it touched. */
export async function markRead(
  db: Database,
  applicantId: number,
  list: ApproachListName,
  approachId: number | undefined,
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('approaches')
    .set({ [READ_COLUMN[list]]: now })
    .where('applicant_id', '=', applicantId);
  if (approachId !== undefined) query = query.where('id', '=', approachId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function approachesOfPostings(db: Database, applicantId: number, postingIds: readonly number[]) {
  if (postingIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('approaches')
    .selectAll()
    .where('applicant_id', '=', applicantId)
    .where('job_posting_id', 'in', [...postingIds])
    .execute();
}

/** Moves a posting counter (applications, Know More) and re-scores its popularity (popularity.ts). */
export async function bumpPostingCounter(
  db: Database,
  postingId: number,
  counter: 'application_count' | 'know_more_count',
): Promise<void> {
  const w = POPULARITY_WEIGHTS;
  const apps = counter === 'application_count' ? sql`application_count + 1` : sql`application_count`;
  const knowMore = counter === 'know_more_count' ? sql`know_more_count + 1` : sql`know_more_count`;
  await sql`update job_postings set
      ${sql.ref(counter)} = ${sql.ref(counter)} + 1,
      popularity_score = log(2, (1 + view_count * ${sql.lit(w.view)} + ${knowMore} * ${sql.lit(w.knowMore)}
        + ${apps} * ${sql.lit(w.application)})::numeric)::double precision
        + coalesce(extract(epoch from published_at)::double precision / 86400 / ${sql.lit(POPULARITY_RECENCY_DAYS)}, 0)
    where id = ${postingId}`.execute(db);
}

/** The scout messages of some approaches, newest first. */
export function findScoutMessages(db: Database, approachIds: readonly number[]) {
  return db
    .selectFrom('approach_messages')
    .select(['approach_id', 'body'])
    .where('approach_id', 'in', [...approachIds])
    .where('type', 'in', [MessageType.Scout, MessageType.ScoutTemplate])
    .orderBy('id', 'desc')
    .execute();
}

/** The facts of a posting that the approach rules read. */
export function findPostingFacts(db: Database, id: number) {
  return db
    .selectFrom('job_postings')
    .select(['id', 'company_id', 'status', 'is_closed', 'apply_questions'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Whether the applicant excluded the company: by its id or any name it ever had (ADR 0040). */
export async function applicantExcludedCompany(db: Database, applicantId: number, companyId: number): Promise<boolean> {
  const { rows } = await sql<{ hit: boolean }>`select ${excludedBy(
    sql`${applicantId}::integer`,
    sql`${companyId}::integer`,
  )} as hit`.execute(db);
  return Boolean(rows[0]?.hit);
}

/** A job seeker's id, if that user is one and not deleted. */
export function findLiveApplicantId(db: Database, applicantId: number) {
  return db
    .selectFrom('users')
    .select('id')
    .where('id', '=', applicantId)
    .where('type', '=', UserType.JobSeeker)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Know More once: answers whether this request recorded it (false when it was already there). */
export async function setKnowMoreOnce(db: Database, id: number, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('approaches')
    .set({ know_more_at: now, updated_at: now })
    .where('id', '=', id)
    .where('know_more_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) !== 0;
}

/** An unreplied, unexpired scout becomes `reply`; false if another request got there first. */
export async function claimScoutReply(
  db: Database,
  id: number,
  reply: ScoutReply,
  reasonId: number | null,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .updateTable('approaches')
    .set({ scout_reply: reply, scout_replied_at: now, scout_decline_reason_id: reasonId, updated_at: now })
    .where('id', '=', id)
    .where('scouted_at', 'is not', null)
    .where('scout_reply', 'is', null)
    .where('scout_expires_at', '>', now)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Shows a hidden approach again. */
export async function unhideApproach(db: Database, id: number): Promise<void> {
  await db.updateTable('approaches').set({ hidden_at: null }).where('id', '=', id).execute();
}

/** The applicant's answer to a pin or like, once: false when it was answered already. */
export async function claimPinResponse(db: Database, id: number, response: PinResponse, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('approaches')
    .set({ pin_response: response, pin_responded_at: now, pin_read_at: now, updated_at: now })
    .where('id', '=', id)
    .where('pin_response', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) !== 0;
}

/** A scout decline reason, if that id is one. */
export function findScoutDeclineReason(db: Database, id: number) {
  return db.selectFrom('scout_decline_reasons').select('id').where('id', '=', id).executeTakeFirst();
}
