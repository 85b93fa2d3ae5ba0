import { sql } from 'kysely';
import { DEFAULT_EMAIL_NOTIFICATION_IDS } from '@hashi/shared/email-notice.schema';
import { UserType } from '@hashi/shared/enums';
import type { Database } from '../../platform/db/database.ts';
import type { NoticeSide } from '../../platform/db/message-notice-schema.ts';
import { nameRevealed } from '../employer-approaches/applicant-access.repository.ts';

/** The e-mail notices' rows and the recipients they are for (ADR 0027). */

const defaults = sql`${sql.val([...DEFAULT_EMAIL_NOTIFICATION_IDS])}::integer[]`;

export interface DueNotice {
  approach_id: number;
  side: NoticeSide;
  applicant_id: number;
  company_id: number;
}

/** Notices due by `now`, oldest first, after a given key (the sweep walks them without locks). */
export async function dueNotices(
  db: Database,
  now: Date,
  after: { dueAt: Date; approachId: number; side: string } | null,
  limit: number,
): Promise<(DueNotice & { due_at: Date })[]> {
  const from =
    after === null
      ? sql`true`
      : sql`(n.due_at, n.approach_id, n.side) > (${after.dueAt}::timestamptz, ${after.approachId}::integer, ${after.side}::text)`;
  const { rows } = await sql<DueNotice & { due_at: Date }>`select n.approach_id, n.side, n.due_at,
      a.applicant_id, a.company_id
    from message_email_notices n join approaches a on a.id = n.approach_id
    where n.due_at is not null and n.due_at <= ${now} and ${from}
    order by n.due_at, n.approach_id, n.side limit ${limit}`.execute(db);
  return rows;
}

/** Locks one notice while it is still due; undefined when another runner has it or it was handled. */
export async function lockDueNotice(db: Database, approachId: number, side: NoticeSide, now: Date) {
  const { rows } = await sql<{ kinds: string[] }>`select kinds from message_email_notices
    where approach_id = ${approachId} and side = ${side} and due_at is not null and due_at <= ${now}
    for update skip locked`.execute(db);
  return rows[0];
}

/** Nothing waits any more; `sentAt` starts the window of the thread's next mail. */
export async function settleNotice(
  db: Database,
  approachId: number,
  side: NoticeSide,
  sentAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('message_email_notices')
    .set((eb) => ({
      due_at: null,
      kinds: [],
      last_sent_at: sentAt ?? eb.ref('last_sent_at'),
      updated_at: now,
    }))
    .where('approach_id', '=', approachId)
    .where('side', '=', side)
    .execute();
}

/** Checks again later, with the kinds still waiting (the recipient was online when it was due). */
export async function postponeNotice(db: Database, approachId: number, side: NoticeSide, until: Date, now: Date) {
  await db
    .updateTable('message_email_notices')
    .set({ due_at: until, updated_at: now })
    .where('approach_id', '=', approachId)
    .where('side', '=', side)
    .execute();
}

export interface Recipient {
  user_id: number;
  email: string;
  locale: string;
}

/** The applicant (a live job seeker) with their e-mail choices; an applicant with no preferences yet has the defaults. */
export async function applicantRecipient(db: Database, applicantId: number) {
  const { rows } = await sql<Recipient & { notification_ids: number[] }>`select u.id as user_id, u.email, u.locale,
      coalesce(p.email_notification_ids, ${defaults}) as notification_ids
    from users u left join applicant_preferences p on p.applicant_id = u.id
    where u.id = ${applicantId} and u.type = ${UserType.JobSeeker} and u.deleted_at is null`.execute(db);
  return rows[0];
}

/** The company's live members with their two switches; one member when `userId` is given. */
export async function companyRecipients(db: Database, companyId: number, userId?: number) {
  let query = db
    .selectFrom('company_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id as user_id', 'u.email', 'u.locale', 'm.email_applications', 'm.email_replies'])
    .where('m.company_id', '=', companyId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.id');
  if (userId !== undefined) query = query.where('u.id', '=', userId);
  return query.execute();
}

export interface NoticeThread {
  thread_code: string;
  applicant_id: number;
  company_id: number;
  title_en: string | null;
  title_ja: string | null;
  company_name_en: string;
  company_name_ja: string;
}

/** The thread a mail is about: its code, posting and company. */
export async function noticeThread(db: Database, approachId: number): Promise<NoticeThread | undefined> {
  const { rows } = await sql<NoticeThread>`select a.thread_code, a.applicant_id, a.company_id,
      p.title_en, p.title_ja, c.name_en as company_name_en, c.name_ja as company_name_ja
    from approaches a
    join job_postings p on p.id = a.job_posting_id
    join companies c on c.id = a.company_id
    where a.id = ${approachId}`.execute(db);
  return rows[0];
}

/** The applicant's name parts, only once the company may know them (ADR 0021). */
export async function revealedName(db: Database, companyId: number, applicantId: number) {
  const { rows } = await sql<{ first_name: string | null; last_name: string | null }>`select p.first_name, p.last_name
    from applicant_profiles p
    where p.applicant_id = ${applicantId} and ${nameRevealed(sql`p.applicant_id`, companyId)}`.execute(db);
  return rows[0];
}

/** The language of a user the unsubscribe page is for. */
export async function userLocale(db: Database, userId: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale;
}

/**
 * Takes one choice out of the applicant's e-mail notifications (an applicant with no preferences
 * row yet gets one, with the defaults less that choice). False when the applicant is gone.
 */
export async function removeApplicantChoice(db: Database, applicantId: number, choice: number, now: Date) {
  const live = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', applicantId)
    .where('type', '=', UserType.JobSeeker)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!live) return false;
  await sql`insert into applicant_preferences (applicant_id, email_notification_ids, updated_at)
    values (${applicantId}, array_remove(${defaults}, ${choice}::integer), ${now})
    on conflict (applicant_id) do update set
      email_notification_ids = array_remove(applicant_preferences.email_notification_ids, ${choice}::integer),
      updated_at = excluded.updated_at`.execute(db);
  return true;
}

/** Switches a company member's notice off. False when the user is no live member of a company. */
export async function switchOffMember(
  db: Database,
  userId: number,
  column: 'email_applications' | 'email_replies',
): Promise<boolean> {
  const result = await db
    .updateTable('company_members')
    .set({ [column]: false })
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.exists(eb.selectFrom('users').select('id').where('id', '=', userId).where('deleted_at', 'is', null)),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A member's switches, or undefined when the user is no live member. */
export async function memberSwitches(db: Database, userId: number) {
  return db
    .selectFrom('company_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.email_applications', 'm.email_replies'])
    .where('m.user_id', '=', userId)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}
