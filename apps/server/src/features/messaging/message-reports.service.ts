import type { Locale } from '@hashi/shared/constants';
import { SenderType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import { MESSAGE_REPORT_MESSAGES, type ReportMessage } from '@hashi/shared/message-report.schema';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { atContactStage } from '../approaches/thread-messages.repository.ts';
import { messageOut, senderOf } from './message-view.ts';
import { findReportOfMessage, findThreadMessage, insertReport } from './message-reports.repository.ts';
import { messageRow } from './messages.repository.ts';
import { findThread, type Side } from './threads.repository.ts';
import { attachmentsByMessage } from './attachment-view.ts';

/** Reports per user and hour: enough for a bad conversation, too few to flood the admins' queue. */
export const REPORT_LIMIT = { limit: 20, windowMs: HOUR };

/**
 * Reports a message the other side sent (ADR 0026). Another thread's message, an unknown id and a
 * message the side cannot see are the same 404; the side's own message and the system's are a 400.
 * A second report of the message answers the first (`created` false). The answer carries the
 * message as the reporter now sees it: hidden behind its notice.
 */
export async function reportMessage(
  deps: Deps,
  locale: Locale,
  side: Side,
  userId: number,
  code: string,
  messageId: number,
  input: ReportMessage,
) {
  await deps.limiter.consume([[`message-reports:user:${userId}`, REPORT_LIMIT]]);
  const thread = await findThread(deps.db, side, code);
  if (!thread) throw notFound();
  const message = await findThreadMessage(deps.db, side, thread.id, messageId);
  if (!message) throw notFound();
  if (message.sender_type === SenderType.System) {
    throw new AppError(ErrorCode.BadRequest, { messageKey: MESSAGE_REPORT_MESSAGES.systemMessage });
  }
  if (message.sender_type === senderOf(side)) {
    throw new AppError(ErrorCode.BadRequest, { messageKey: MESSAGE_REPORT_MESSAGES.ownMessage });
  }
  const inserted = await insertReport(deps.db, {
    message_id: message.id,
    approach_id: thread.id,
    reporter_side: side.kind,
    reporter_user_id: userId,
    reason: input.reason,
    note: input.note,
    created_at: deps.now(),
  });
  const report = inserted ?? (await findReportOfMessage(deps.db, message.id));
  const [row, contactStage] = await Promise.all([
    messageRow(deps.db, message.id),
    atContactStage(deps.db, thread.company_id, thread.applicant_id),
  ]);
  const files = await attachmentsByMessage(deps, [message.id], side.kind === 'company' && contactStage);
  return {
    created: inserted !== undefined,
    data: {
      report: { ...report, created_at: new Date(report.created_at).toISOString() },
      message: messageOut(side, locale, row, contactStage, files.get(message.id) ?? []),
    },
  };
}
