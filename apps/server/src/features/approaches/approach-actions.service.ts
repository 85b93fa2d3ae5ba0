import {
  APPROACH_MESSAGES,
  type ApproachItem,
  type ScoutReplyRequest,
  type StoreApplyRequest,
} from '@hashi/shared/approach.schema';
import type { Locale } from '@hashi/shared/constants';
import { ErrorCode } from '@hashi/shared/error-codes';
import { ApplyStatus, MessageStatus, MessageType, SenderType } from '@hashi/shared/enums';
import type { ApproachRow, PinResponse, ScoutReply } from '../../platform/db/approach-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { applyTo } from './apply.service.ts';
import { approachItems } from './approach-view.ts';
import {
  bumpPostingCounter,
  claimPinResponse,
  claimScoutReply,
  findApproach,
  findApproachById,
  findScoutDeclineReason,
  setKnowMoreOnce,
  settleMatch,
  unhideApproach,
  updateApproach,
  upsertApproach,
} from './approaches.repository.ts';
import { insertMessage } from './thread-messages.repository.ts';
import { lockApproach } from './approach-lock.repository.ts';
import { conflict, openPostingFor, type PostingFacts, visiblePostingFor } from './posting-access.ts';

/**
 * The applicant's actions on a posting (spec §4, §7 approach; ADR 0018). Each answers the item as
 * it now stands. State changes run in a transaction and use conditional updates, so simultaneous
 * requests leave one result (one application, one scout reply, one Know More).
 */

async function itemOf(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  row: ApproachRow,
): Promise<{ data: ApproachItem }> {
  const [item] = await approachItems(deps, locale, applicantId, [row], null);
  if (!item) throw notFound();
  return { data: item };
}

const keyOf = (applicantId: number, posting: PostingFacts) => ({
  applicantId,
  postingId: posting.id,
  companyId: posting.company_id,
});

const fromApplicant = (applicantId: number) => ({
  sender_type: SenderType.JobSeeker,
  sender_user_id: applicantId,
  body: null,
  decline_reason_id: null,
});

async function reload(db: Database, applicantId: number, postingId: number): Promise<ApproachRow> {
  const row = await findApproach(db, applicantId, postingId);
  if (!row) throw notFound();
  return row;
}

/** POST save: pins an open posting to the saved list (and out of hidden); a save message once. */
export async function savePosting(deps: Deps, locale: Locale, applicantId: number, postingId: number) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const posting = await openPostingFor(trx, applicantId, postingId);
    const now = deps.now();
    // Locked: of two simultaneous saves the second sees the first, so the save message is written once.
    const before = await lockApproach(trx, keyOf(applicantId, posting), now);
    const row = await upsertApproach(
      trx,
      keyOf(applicantId, posting),
      { saved_at: before?.saved_at ?? now, hidden_at: null },
      now,
    );
    if (!before?.saved_at)
      await insertMessage(
        trx,
        { approach_id: row.id, type: MessageType.Save, status: null, ...fromApplicant(applicantId) },
        now,
      );
    return row;
  });
  return itemOf(deps, locale, applicantId, row);
}

/** POST hide: the posting leaves every other list until made visible again. */
export async function hidePosting(deps: Deps, locale: Locale, applicantId: number, postingId: number) {
  const posting = await visiblePostingFor(deps.db, applicantId, postingId);
  const now = deps.now();
  const before = await findApproach(deps.db, applicantId, postingId);
  const row = await upsertApproach(deps.db, keyOf(applicantId, posting), { hidden_at: before?.hidden_at ?? now }, now);
  return itemOf(deps, locale, applicantId, row);
}

/** POST visible: a hidden posting comes back, into the saved list (with a save message if it is new there). */
export async function showPosting(deps: Deps, locale: Locale, applicantId: number, postingId: number) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const found = await findApproach(trx, applicantId, postingId);
    if (!found) throw notFound();
    const now = deps.now();
    const key = { applicantId, postingId, companyId: found.company_id };
    const before = await lockApproach(trx, key, now);
    if (!before.hidden_at) throw conflict(APPROACH_MESSAGES.notHidden);
    const row = await updateApproach(trx, before.id, { hidden_at: null, saved_at: before.saved_at ?? now }, now);
    if (!before.saved_at)
      await insertMessage(
        trx,
        { approach_id: before.id, type: MessageType.Save, status: null, ...fromApplicant(applicantId) },
        now,
      );
    return row ?? before;
  });
  return itemOf(deps, locale, applicantId, row);
}

/** Records Know More once (it cannot be cancelled): the message, the posting's count, the match rule. */
async function recordKnowMore(trx: Database, applicantId: number, row: ApproachRow, now: Date, type: number) {
  if (!(await setKnowMoreOnce(trx, row.id, now))) return;
  await insertMessage(
    trx,
    { approach_id: row.id, type, status: MessageStatus.KnowMore, ...fromApplicant(applicantId) },
    now,
  );
  await bumpPostingCounter(trx, row.job_posting_id, 'know_more_count');
}

/** POST know-more: interest in an open posting; saying it again changes nothing. */
export async function knowMore(deps: Deps, locale: Locale, applicantId: number, postingId: number) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const existing = await findApproach(trx, applicantId, postingId);
    if (existing?.know_more_at) return existing;
    const posting = await openPostingFor(trx, applicantId, postingId);
    const now = deps.now();
    const row = await upsertApproach(trx, keyOf(applicantId, posting), { hidden_at: null }, now);
    await recordKnowMore(trx, applicantId, row, now, MessageType.LikeToKnowMore);
    await settleMatch(trx, row.id, now);
    return reload(trx, applicantId, postingId);
  });
  return itemOf(deps, locale, applicantId, row);
}

/** An unreplied, unexpired scout of this approach becomes `reply` — or nothing, if another request got there first. */
async function claimScout(trx: Database, row: ApproachRow, reply: ScoutReply, reasonId: number | null, now: Date) {
  return claimScoutReply(trx, row.id, reply, reasonId, now);
}

/** POST store-apply: one application with an answer to every question (409/422 as the rules say). */
export async function storeApply(deps: Deps, locale: Locale, applicantId: number, request: StoreApplyRequest) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const posting = await openPostingFor(trx, applicantId, request.job_posting_id);
    const now = deps.now();
    // Lock the approach row first, as a scout reply does, so the two never wait on each other.
    await upsertApproach(trx, keyOf(applicantId, posting), {}, now);
    const id = await applyTo(trx, applicantId, posting, request.answers, now);
    const approach = await reload(trx, applicantId, posting.id);
    // Applying answers a pending scout of the same posting.
    if (approach.scouted_at && (await claimScout(trx, approach, 'applied', null, now))) {
      await insertMessage(
        trx,
        {
          approach_id: id,
          type: MessageType.ScoutApplied,
          status: MessageStatus.Applied,
          ...fromApplicant(applicantId),
        },
        now,
      );
      await settleMatch(trx, id, now);
    } else {
      // The thread shows the application as the system's first status message (ADR 0023).
      await insertMessage(
        trx,
        {
          approach_id: id,
          type: MessageType.Messaging,
          status: MessageStatus.Applied,
          sender_type: SenderType.System,
          sender_user_id: applicantId,
          body: null,
          decline_reason_id: null,
          application_status: ApplyStatus.DocumentSelection,
        },
        now,
      );
    }
    return reload(trx, applicantId, posting.id);
  });
  return itemOf(deps, locale, applicantId, row);
}

const REPLY_OF = { apply: 'applied', decline: 'declined', know_more: 'know_more', like: 'liked' } as const;

/** POST scout-reply: the one answer to a scout — apply, decline with a reason, Know More or like. */
export async function replyToScout(deps: Deps, locale: Locale, applicantId: number, request: ScoutReplyRequest) {
  let reasonId: number | null = null;
  if (request.reply === 'decline') {
    const reason = request.decline_reason_id
      ? await findScoutDeclineReason(deps.db, request.decline_reason_id)
      : undefined;
    if (!reason) {
      throw new AppError(ErrorCode.Validation, {
        messageKey: APPROACH_MESSAGES.declineReason,
        fieldErrors: { decline_reason_id: [APPROACH_MESSAGES.declineReason] },
      });
    }
    reasonId = reason.id;
  }
  const row = await deps.db.transaction().execute(async (trx) => {
    const approach = await findApproach(trx, applicantId, request.job_posting_id);
    if (!approach?.scouted_at || !approach.scout_expires_at) throw conflict(APPROACH_MESSAGES.noScout);
    const now = deps.now();
    const reply = REPLY_OF[request.reply];
    if (!(await claimScout(trx, approach, reply, reasonId, now))) {
      const current = await reload(trx, applicantId, request.job_posting_id);
      throw conflict(current.scout_reply === null ? APPROACH_MESSAGES.scoutExpired : APPROACH_MESSAGES.scoutReplied);
    }
    const message = fromApplicant(applicantId);
    if (reply === 'applied') {
      const posting = await openPostingFor(trx, applicantId, request.job_posting_id);
      await applyTo(trx, applicantId, posting, request.answers, now);
      await insertMessage(
        trx,
        { approach_id: approach.id, type: MessageType.ScoutApplied, status: MessageStatus.Applied, ...message },
        now,
      );
    } else if (reply === 'declined') {
      await insertMessage(
        trx,
        {
          approach_id: approach.id,
          type: MessageType.ScoutDeclined,
          status: MessageStatus.Declined,
          ...message,
          decline_reason_id: reasonId,
        },
        now,
      );
    } else if (reply === 'know_more') {
      await recordKnowMore(trx, applicantId, approach, now, MessageType.ScoutKnowMore);
      await unhideApproach(trx, approach.id);
    } else {
      await insertMessage(trx, { approach_id: approach.id, type: MessageType.LetsTalk, status: null, ...message }, now);
    }
    await settleMatch(trx, approach.id, now);
    return reload(trx, applicantId, request.job_posting_id);
  });
  return itemOf(deps, locale, applicantId, row);
}

/** v1 pin-response: the applicant's answer to a company pin or like (once); Know More or like — a match. */
export async function respondToPin(deps: Deps, locale: Locale, applicantId: number, id: number, response: PinResponse) {
  const row = await deps.db.transaction().execute(async (trx) => {
    const approach = await findApproachById(trx, applicantId, id);
    if (!approach) throw notFound();
    if (!approach.company_pinned_at && !approach.company_liked_at) throw conflict(APPROACH_MESSAGES.noPin);
    const now = deps.now();
    if (!(await claimPinResponse(trx, id, response, now))) throw conflict(APPROACH_MESSAGES.pinAnswered);
    if (response === 'know_more') await recordKnowMore(trx, applicantId, approach, now, MessageType.LikeToKnowMore);
    else
      await insertMessage(
        trx,
        { approach_id: id, type: MessageType.LetsTalk, status: null, ...fromApplicant(applicantId) },
        now,
      );
    await settleMatch(trx, id, now);
    return reload(trx, applicantId, approach.job_posting_id);
  });
  return itemOf(deps, locale, applicantId, row);
}

/** v1 mark-as-{read-match, read-pin, visible-pin, hidden-pin}/{id}: the applicant's own approach only. */
export async function markPin(
  deps: Deps,
  locale: Locale,
  applicantId: number,
  id: number,
  mark: 'read-match' | 'read-pin' | 'visible-pin' | 'hidden-pin',
) {
  const approach = await findApproachById(deps.db, applicantId, id);
  if (!approach) throw notFound();
  if (mark !== 'read-match' && !approach.company_pinned_at && !approach.company_liked_at) {
    throw conflict(APPROACH_MESSAGES.noPin);
  }
  const now = deps.now();
  const set =
    mark === 'read-match'
      ? { match_read_at: now }
      : mark === 'read-pin'
        ? { pin_read_at: now }
        : { pin_hidden_at: mark === 'hidden-pin' ? now : null };
  const row = await updateApproach(deps.db, id, set, now);
  return itemOf(deps, locale, applicantId, row ?? approach);
}
