import type {
  AdminCompanyRequest,
  AdminCompanyRequestDetail,
  CompanyRequestStatus,
} from '@hashi/shared/company-request.schema';
import { COMPANY_INVITATION_DAYS } from '@hashi/shared/company-request.schema';
import { UserType } from '@hashi/shared/enums';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { pageMeta } from '../../platform/http/page-meta.ts';
import { t } from '../../platform/i18n/locale.ts';
import { renderMail } from '../../platform/mail/layout.ts';
import { HOUR } from '../../platform/rate-limit/limiter.ts';
import { createUserToken } from '../users/user-tokens.repository.ts';
import {
  accountTypeOfEmail,
  countCompanyRequests,
  createCompanyAndOwner,
  findCompanyRequestRow,
  listCompanyRequestRows,
  lockCompanyRequest,
  markDeclined,
} from './company-requests.repository.ts';

/** Every decision mails the contact; a cap keeps a stolen admin session from mass mailing. */
export const COMPANY_REQUEST_REVIEW_LIMIT = { limit: 60, windowMs: HOUR };

const DAY_MS = 24 * HOUR;
const iso = (d: Date | string) => new Date(d).toISOString();
type Row = NonNullable<Awaited<ReturnType<typeof findCompanyRequestRow>>>;
const toRequest = (row: Row): AdminCompanyRequest => ({
  id: row.id,
  company_name: row.company_name,
  contact_name: row.contact_name,
  email: row.email,
  phone: row.phone,
  website_url: row.website_url,
  hiring_needs: row.hiring_needs,
  locale: row.locale,
  status: row.status,
  decline_reason: row.decline_reason,
  company_id: row.company_id,
  reviewed_by_email: row.reviewed_by_email,
  reviewed_at: row.reviewed_at === null ? null : iso(row.reviewed_at),
  created_at: iso(row.created_at),
});

export async function listCompanyRequests(
  deps: Deps,
  query: { status: CompanyRequestStatus | 'all'; page: number; per_page: number },
) {
  const [rows, total] = await Promise.all([
    listCompanyRequestRows(deps.db, query.status, query),
    countCompanyRequests(deps.db, query.status),
  ]);
  return { data: rows.map(toRequest), meta: pageMeta(query, total) };
}

export async function showCompanyRequest(deps: Deps, id: number): Promise<{ data: AdminCompanyRequestDetail }> {
  const row = await findCompanyRequestRow(deps.db, id);
  if (!row) throw notFound();
  // Only a pending request can still fail on its address; once approved the account is its own.
  const inUse = row.status === 'pending' && (await accountTypeOfEmail(deps.db, row.email)) !== undefined;
  return { data: { ...toRequest(row), email_in_use: inUse } };
}

/** A decision is taken once: the second one (or one after the other kind) is a 409 saying which it was. */
function assertPending(status: CompanyRequestStatus) {
  if (status === 'approved') throw new AppError(ErrorCode.Conflict, { messageKey: 'company_request.already_approved' });
  if (status === 'declined') throw new AppError(ErrorCode.Conflict, { messageKey: 'company_request.already_declined' });
}

async function assertEmailFree(db: Database, email: string) {
  const type = await accountTypeOfEmail(db, email);
  if (type === undefined) return;
  const messageKey = type === UserType.Company ? 'company_request.email_employer' : 'company_request.email_taken';
  throw new AppError(ErrorCode.Conflict, { messageKey, params: { email } });
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
const mailNotSent = () =>
  new AppError(ErrorCode.ServerError, { messageKey: 'company_request.mail_not_sent', status: 502 });

/**
 * Approves a pending request (ADR 0033): creates the company, its owner in the "first login" state of
 * ADR 0003 (made by staff, no password) and the membership, and mails the contact a one-time link to
 * set that password, in the language of the request. All in one transaction with the request row
 * locked: a second approval waits and then gets 409, and a mail that cannot be sent undoes it all,
 * so the admin can simply approve again.
 */
export async function approveCompanyRequest(deps: Deps, adminId: number, id: number) {
  await deps.limiter.consume([[`company-request-review:user:${adminId}`, COMPANY_REQUEST_REVIEW_LIMIT]]);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await lockCompanyRequest(trx, id);
      if (!row) throw notFound();
      assertPending(row.status);
      await assertEmailFree(trx, row.email);
      const now = deps.now();
      const { userId } = await createCompanyAndOwner(trx, row, adminId, now);
      const token = await createUserToken(trx, {
        userId,
        purpose: 'employer_invitation',
        expiresAt: new Date(now.getTime() + COMPANY_INVITATION_DAYS * DAY_MS),
        now,
      });
      const locale = row.locale;
      await deps.mailer
        .send({
          ...renderMail({
            locale,
            to: row.email,
            subject: t(locale, 'mail.company_invitation.subject'),
            paragraphs: [
              t(locale, 'mail.company_request_received.greeting', { name: row.contact_name }),
              t(locale, 'mail.company_invitation.body', { company: row.company_name }),
              t(locale, 'mail.company_invitation.login', { email: row.email }),
            ],
            action: {
              label: t(locale, 'mail.company_invitation.action'),
              url: `${deps.config.APP_URL}/employer/invitation?token=${encodeURIComponent(token)}`,
            },
            footer: t(locale, 'mail.company_invitation.footer', { days: COMPANY_INVITATION_DAYS }),
          }),
          headers: { 'Reply-To': deps.config.supportEmail },
        })
        .catch(() => {
          throw mailNotSent();
        });
    });
  } catch (err) {
    // Another request took the address between the check and the insert.
    if (isUniqueViolation(err)) {
      const row = await findCompanyRequestRow(deps.db, id);
      if (row) await assertEmailFree(deps.db, row.email);
    }
    throw err;
  }
  return showCompanyRequest(deps, id);
}

/** Declines a pending request and mails the reason in the language of the request (same rules as approval). */
export async function declineCompanyRequest(deps: Deps, adminId: number, id: number, reason: string) {
  await deps.limiter.consume([[`company-request-review:user:${adminId}`, COMPANY_REQUEST_REVIEW_LIMIT]]);
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockCompanyRequest(trx, id);
    if (!row) throw notFound();
    assertPending(row.status);
    await markDeclined(trx, id, reason, adminId, deps.now());
    const locale = row.locale;
    await deps.mailer
      .send({
        ...renderMail({
          locale,
          to: row.email,
          subject: t(locale, 'mail.company_request_declined.subject'),
          paragraphs: [
            t(locale, 'mail.company_request_received.greeting', { name: row.contact_name }),
            t(locale, 'mail.company_request_declined.body', { company: row.company_name }),
            reason,
          ],
          footer: t(locale, 'mail.company_request_declined.footer'),
        }),
        headers: { 'Reply-To': deps.config.supportEmail },
      })
      .catch(() => {
        throw mailNotSent();
      });
  });
  return showCompanyRequest(deps, id);
}
