import type { AdminInquiry, AdminInquiryDetail, InquiryStatus } from '@hashi/shared/inquiry.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { pageMeta } from '../../platform/http/page-meta.ts';
import {
  countInquiries,
  findInquiryRow,
  insertReply,
  listInquiryRows,
  listReplyRows,
  setInquiryStatus,
} from './inquiries.repository.ts';

/** Admins answer inquiries by mail from the console (ADR 0029); a cap keeps a stolen session from mass mailing. */
export const INQUIRY_REPLY_LIMIT = { limit: 60, windowMs: HOUR };

const iso = (d: Date | string) => new Date(d).toISOString();
type InquiryRow = NonNullable<Awaited<ReturnType<typeof findInquiryRow>>>;
const toInquiry = (row: InquiryRow): AdminInquiry => ({
  id: row.id,
  name: row.name,
  email: row.email,
  country: { id: row.country_id, name_en: row.country_name_en, name_ja: row.country_name_ja },
  question: row.question,
  locale: row.locale,
  status: row.status,
  created_at: iso(row.created_at),
  answered_at: row.answered_at === null ? null : iso(row.answered_at),
});

export async function listInquiries(
  deps: Deps,
  query: { status: InquiryStatus | 'all'; page: number; per_page: number },
) {
  const [rows, total] = await Promise.all([
    listInquiryRows(deps.db, query.status, query),
    countInquiries(deps.db, query.status),
  ]);
  return { data: rows.map(toInquiry), meta: pageMeta(query, total) };
}

export async function showInquiry(deps: Deps, id: number): Promise<{ data: AdminInquiryDetail }> {
  const row = await findInquiryRow(deps.db, id);
  if (!row) throw notFound();
  const replies = await listReplyRows(deps.db, id);
  return {
    data: {
      ...toInquiry(row),
      replies: replies.map((r) => ({
        id: r.id,
        body: r.body,
        admin_email: r.admin_email,
        created_at: iso(r.created_at),
      })),
    },
  };
}

/**
 * Mails the reply to the sender in the language they wrote in, with their question under it, then
 * records it and marks the inquiry answered. A mail that fails records nothing, so the admin can
 * send it again.
 */
export async function replyToInquiry(
  deps: Deps,
  adminId: number,
  id: number,
  body: string,
): Promise<{ data: AdminInquiryDetail }> {
  const row = await findInquiryRow(deps.db, id);
  if (!row) throw notFound();
  await deps.limiter.consume([[`inquiry-reply:user:${adminId}`, INQUIRY_REPLY_LIMIT]]);
  const locale = row.locale;
  try {
    await deps.mailer.send(
      renderMail({
        locale,
        to: row.email,
        subject: t(locale, 'mail.inquiry_reply.subject'),
        paragraphs: [
          t(locale, 'mail.inquiry_received.greeting', { name: row.name }),
          body,
          t(locale, 'mail.inquiry_reply.your_question'),
          row.question,
        ],
        footer: t(locale, 'mail.inquiry_reply.footer'),
      }),
    );
  } catch {
    throw new AppError(ErrorCode.ServerError, { messageKey: 'inquiry.reply_not_sent', status: 502 });
  }
  await insertReply(deps.db, id, adminId, body, deps.now());
  return showInquiry(deps, id);
}

export async function changeInquiryStatus(
  deps: Deps,
  id: number,
  status: InquiryStatus,
): Promise<{ data: AdminInquiryDetail }> {
  if (!(await setInquiryStatus(deps.db, id, status, deps.now()))) throw notFound();
  return showInquiry(deps, id);
}
