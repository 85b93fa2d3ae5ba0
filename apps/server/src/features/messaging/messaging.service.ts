import { SELECTION } from '@hashi/shared/application-status';
import type { Locale } from '@hashi/shared/constants';
import { CONTACT_MARKER } from '@hashi/shared/contact-marker';
import { ApplyStatus, MessageType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  CONVERSATION_PAGE,
  type CompanyThreadListQuery,
  type ConversationQuery,
  type LastMessage,
  MESSAGING_MESSAGES,
  type Message,
  PREVIEW_LENGTH,
  type ThreadListQuery,
  type WriteBlock,
} from '@hashi/shared/messaging.schema';
import { companyAudience, type LiveAudience, userAudience } from '@hashi/shared/live.schema';
import type { Deps } from '../../platform/deps.ts';
import { recordLiveEvent } from '../../platform/live/live-events.repository.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageMeta, pageWindow } from '../../platform/http/page-meta.ts';
import { t } from '../../platform/i18n/locale.ts';
import { insertMessage } from '../approaches/thread-messages.repository.ts';
import { logoUrls } from '../companies/companies.service.ts';
import { notify } from '../notifications/notify.repository.ts';
import { filterContactDetails } from '@hashi/shared/contact-filter';
import { ATTACHMENTS_MAX } from '@hashi/shared/message-attachment.schema';
import { attachmentSetAllowed, attachmentsByMessage } from './attachment-view.ts';
import { attachToMessage, lockDrafts } from './attachments.repository.ts';
import { hiddenFor, messageOut, reportNoticeFor, senderOf } from './message-view.ts';
import {
  conversationPage,
  findByClientId,
  type MessageRow,
  markThreadRead,
  messageRow,
} from './messages.repository.ts';
import { threadState } from './thread-state.ts';
import {
  applicantNames,
  countUnread,
  findThread,
  findWritableThread,
  listThreads,
  lockThread,
  type Side,
  type ThreadRow,
  type WritableThread,
} from './threads.repository.ts';

/**
 * Messaging between an applicant and a company about one posting (issue 11, ADR 0023): the thread
 * lists, the conversation, sending with the rules of spec §6 and the contact filter, read marks.
 * Every function takes the asking side; a thread of anyone else is a 404, like an unknown code.
 */

const audienceOf = (side: Side): LiveAudience =>
  side.kind === 'applicant' ? userAudience(side.applicantId) : companyAudience(side.companyId);

/** Application stages in which the applicant may write to the company (§6: "once in selection"). */
const IN_SELECTION: readonly number[] = [
  ...SELECTION,
  // Invisible (10) looks to the applicant like the stage before it: refusing would disclose it.
  ApplyStatus.Invisible,
];

const iso = (d: Date | string) => new Date(d).toISOString();
const title = (row: ThreadRow, locale: Locale) =>
  (locale === 'ja' ? (row.title_ja ?? row.title_en) : (row.title_en ?? row.title_ja)) ?? '';

/** The application's stage as the side may see it: the applicant sees the stage before an invisible one. */
function visibleStatus(side: Side, row: ThreadRow): number | null {
  if (row.application_status === null) return null;
  if (side.kind === 'applicant' && row.application_status === ApplyStatus.Invisible) {
    return row.visible_status ?? ApplyStatus.DocumentSelection;
  }
  return row.application_status;
}

const postingOpen = (row: Pick<ThreadRow, 'posting_status' | 'posting_closed'>) =>
  row.posting_status === 3 && !row.posting_closed;

/** Why the side may not write here, or null when it may (§6). */
export function writeBlock(side: Side, row: WritableThread): WriteBlock | null {
  if (!postingOpen(row) || row.excluded) return 'closed';
  if (side.kind === 'company') return null;
  const companyContact =
    (row.scouted_at !== null && row.scout_reply !== 'declined') ||
    row.company_pinned_at !== null ||
    row.company_liked_at !== null;
  const inSelection = row.application_status !== null && IN_SELECTION.includes(row.application_status);
  return companyContact || inSelection ? null : 'not_yet';
}

function lastMessageOf(side: Side, row: ThreadRow): LastMessage | null {
  if (row.last_type === null || row.last_at === null || row.last_sender_type === null) return null;
  const notice = reportNoticeFor(side, row.last_sender_type, row.last_report_status);
  // The reporter's list shows that it reported the message, never its text (ADR 0026).
  const hidden = hiddenFor(notice);
  const text = hidden ? null : row.last_body?.trim() || null;
  return {
    type: row.last_type,
    status: row.last_status,
    sender_type: row.last_sender_type,
    application_status: row.last_application_status,
    preview: text === null ? null : text.slice(0, PREVIEW_LENGTH),
    report_notice: notice,
    attachments: hidden ? 0 : Number(row.last_attachments),
    created_at: iso(row.last_at),
  };
}

function threadBase(side: Side, locale: Locale, row: ThreadRow) {
  const status = visibleStatus(side, row);
  return {
    code: row.thread_code,
    job_posting: { id: row.job_posting_id, title: title(row, locale) },
    state: threadState(row),
    application_status: status === null ? null : { status, label: t(locale, `approach.status.${status}`) },
    posting_closed: !postingOpen(row),
    last_message: lastMessageOf(side, row),
    unread_count: Number(row.unread_count),
  };
}

async function applicantThreads(deps: Deps, locale: Locale, rows: ThreadRow[]) {
  const logos = await logoUrls(deps.db, [...new Set(rows.map((r) => r.company_id))]);
  return rows.map((row) => ({
    ...threadBase({ kind: 'applicant', applicantId: row.applicant_id }, locale, row),
    company: {
      id: row.company_id,
      name: (locale === 'ja' ? row.company_name_ja : row.company_name_en) || row.company_name_en,
      logo_url: logos.get(row.company_id) ?? null,
    },
  }));
}

async function companyThreads(deps: Deps, locale: Locale, companyId: number, rows: ThreadRow[]) {
  const names = await applicantNames(deps.db, companyId, locale, [...new Set(rows.map((r) => r.applicant_id))]);
  return rows.map((row) => ({
    ...threadBase({ kind: 'company', companyId }, locale, row),
    applicant: { id: row.applicant_id, name: names.get(row.applicant_id) ?? null },
  }));
}

export async function applicantThreadList(deps: Deps, locale: Locale, applicantId: number, query: ThreadListQuery) {
  const side: Side = { kind: 'applicant', applicantId };
  const { rows, total } = await listThreads(deps.db, side, query, pageWindow(query));
  return { data: await applicantThreads(deps, locale, rows), meta: pageMeta(query, total) };
}

export async function companyThreadList(deps: Deps, locale: Locale, companyId: number, query: CompanyThreadListQuery) {
  const side: Side = { kind: 'company', companyId };
  const filter = { q: query.q, unread: query.unread, jobPostingId: query.job_posting_id };
  const { rows, total } = await listThreads(deps.db, side, filter, pageWindow(query));
  return { data: await companyThreads(deps, locale, companyId, rows), meta: pageMeta(query, total) };
}

type FoundThread = ThreadRow & { contact_stage: boolean };

async function threadOf(deps: Deps, side: Side, code: string): Promise<FoundThread> {
  const row = await findThread(deps.db, side, code);
  if (!row) throw notFound();
  return row;
}

/** The side's thread for a send or a read mark (the lighter lookup), or 404. */
async function writableThreadOf(deps: Deps, side: Side, code: string): Promise<WritableThread> {
  const row = await findWritableThread(deps.db, side, code);
  if (!row) throw notFound();
  return row;
}

async function conversationOf(deps: Deps, locale: Locale, side: Side, row: FoundThread, query: ConversationQuery) {
  const page = await conversationPage(deps.db, side, row.id, { before: query.before, limit: CONVERSATION_PAGE });
  const contactStage = row.contact_stage;
  const block = writeBlock(side, row);
  const files = await attachmentsByMessage(
    deps,
    page.rows.map((m) => m.id),
    side.kind === 'company' && contactStage,
  );
  return {
    messages: page.rows.map((m) => messageOut(side, locale, m, contactStage, files.get(m.id) ?? [])),
    has_earlier: page.hasEarlier,
    can_write: block === null,
    write_block: block,
    contact_stage: contactStage,
  };
}

export async function applicantConversation(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  code: string,
  query: ConversationQuery,
) {
  const side: Side = { kind: 'applicant', applicantId };
  const row = await threadOf(deps, side, code);
  const [thread] = await applicantThreads(deps, locale, [row]);
  const pendingScout =
    row.scouted_at !== null &&
    row.scout_reply === null &&
    row.scout_expires_at !== null &&
    new Date(row.scout_expires_at) > deps.now() &&
    postingOpen(row);
  return {
    data: { ...(await conversationOf(deps, locale, side, row, query)), thread: thread!, pending_scout: pendingScout },
  };
}

export async function companyConversation(
  deps: Deps,
  locale: Locale,
  companyId: number,
  code: string,
  query: ConversationQuery,
) {
  const side: Side = { kind: 'company', companyId };
  const row = await threadOf(deps, side, code);
  const [thread] = await companyThreads(deps, locale, companyId, [row]);
  return { data: { ...(await conversationOf(deps, locale, side, row, query)), thread: thread! } };
}

/**
 * Sends a message: a text, files uploaded as drafts of this thread by this side (ADR 0025), or
 * both. A resend with the same client id answers the message already stored with its files
 * (`created` false). Until the contact stage, contact details are replaced by the marker; the
 * original is kept for the company alone (ADR 0021, ADR 0023).
 */
export async function sendMessage(
  deps: Deps,
  locale: Locale,
  side: Side,
  senderUserId: number,
  code: string,
  input: { body: string; client_id: string; attachment_ids: number[] },
): Promise<{ message: Message; created: boolean }> {
  const row = await writableThreadOf(deps, side, code);
  // The marker is the server's alone: typed in by a sender, it would draw a notice that lies.
  const body = input.body.replaceAll(CONTACT_MARKER, '').trim();
  const attachmentIds = [...new Set(input.attachment_ids)];
  if (body === '' && attachmentIds.length === 0) throw AppError.fields({ body: [MESSAGING_MESSAGES.bodyRequired] });
  const block = writeBlock(side, row);
  if (block === 'closed') throw new AppError(ErrorCode.Conflict, { messageKey: MESSAGING_MESSAGES.closed });
  if (block === 'not_yet') throw new AppError(ErrorCode.Forbidden, { messageKey: MESSAGING_MESSAGES.notYet });
  const contactStage = row.contact_stage;
  const senderType = senderOf(side);
  const sent = await deps.db.transaction().execute(async (trx) => {
    await lockThread(trx, row.id);
    const earlier = await findByClientId(trx, row.id, senderType, input.client_id);
    if (earlier) return { id: earlier.id, created: null };
    // Only this side's unsent drafts of this thread; anything else is as if it did not exist.
    const drafts = await lockDrafts(trx, row.id, senderType, attachmentIds);
    if (drafts.length !== attachmentIds.length) {
      throw AppError.fields({ attachment_ids: [MESSAGING_MESSAGES.attachmentUnavailable] });
    }
    if (!attachmentSetAllowed(drafts, ATTACHMENTS_MAX)) {
      throw AppError.fields({ attachment_ids: ['errors.file_limit_exceeded'] });
    }
    const filtered = body === '' || contactStage ? { text: body, filtered: false } : filterContactDetails(body);
    const message = await insertMessage(
      trx,
      {
        approach_id: row.id,
        type: side.kind === 'applicant' ? MessageType.Messaging : MessageType.CompanyMessaging,
        status: null,
        sender_type: senderType,
        sender_user_id: senderUserId,
        body: filtered.text === '' ? null : filtered.text,
        body_original: filtered.filtered ? body : null,
        decline_reason_id: null,
        client_id: input.client_id,
      },
      deps.now(),
      // What one writes, one has read: the sender's mark moves past its own message.
      side.kind,
    );
    await attachToMessage(trx, attachmentIds, message.id);
    if (side.kind === 'company') {
      // One unread item per thread however many messages arrive (ADR 0024).
      await notify(
        trx,
        {
          userId: row.applicant_id,
          kind: 'message',
          params: { approach_id: row.id },
          link: `/messages/${row.thread_code}`,
          groupKey: `thread:${row.id}`,
        },
        deps.now(),
      );
    }
    return { id: message.id, created: message };
  });
  const { id } = sent;
  // A new message is answered as written (no reason, no report yet); a resend as it is stored.
  const stored: MessageRow = sent.created
    ? {
        ...sent.created,
        decline_reason_en: null,
        decline_reason_ja: null,
        report_status: null,
        vi_deadline_at: null,
        vi_completed_at: null,
        vi_answers_deleted_at: null,
      }
    : await messageRow(deps.db, id);
  const hasFiles = sent.created === null || attachmentIds.length > 0;
  const files = hasFiles ? await attachmentsByMessage(deps, [id], side.kind === 'company' && contactStage) : new Map();
  return {
    message: messageOut(side, locale, stored, contactStage, files.get(id) ?? []),
    created: sent.created !== null,
  };
}

/** Marks the thread read up to a message the side was shown; answers the side's unread messages. */
export async function readThread(deps: Deps, side: Side, code: string, lastMessageId: number) {
  const row = await writableThreadOf(deps, side, code);
  await deps.db.transaction().execute(async (trx) => {
    await lockThread(trx, row.id);
    const moved = await markThreadRead(trx, side, row.id, lastMessageId);
    // The side's other tabs and devices update their badges (ADR 0028).
    if (moved) await recordLiveEvent(trx, [audienceOf(side)], 'read', { code: row.thread_code });
  });
  return unreadMessages(deps, side);
}

export async function unreadMessages(deps: Deps, side: Side) {
  const counts = await countUnread(deps.db, side);
  return { data: { unread: counts.messages, unread_threads: counts.threads } };
}
