import type { Insertable } from 'kysely';
import type { CompanyRequestStatus } from '@hashi/shared/company-request.schema';
import { UserType } from '@hashi/shared/enums';
import type { CompanyRequestsTable } from '../../platform/db/company-request-schema.ts';
import type { Database } from '../../platform/db/database.ts';
import { normalizeSearchText } from '../masters/search-text.ts';

/** All SQL of company account requests (ADR 0033). */

export function insertCompanyRequest(db: Database, values: Insertable<CompanyRequestsTable>) {
  return db.insertInto('company_requests').values(values).returning(['id']).executeTakeFirstOrThrow();
}

const withReviewer = (db: Database) =>
  db
    .selectFrom('company_requests as r')
    .leftJoin('users as a', 'a.id', 'r.reviewed_by')
    .select([
      'r.id',
      'r.company_name',
      'r.contact_name',
      'r.email',
      'r.phone',
      'r.website_url',
      'r.hiring_needs',
      'r.locale',
      'r.status',
      'r.decline_reason',
      'r.company_id',
      'r.user_id',
      'r.reviewed_at',
      'r.created_at',
      'a.email as reviewed_by_email',
    ]);

type Filter = CompanyRequestStatus | 'all';

export function listCompanyRequestRows(db: Database, status: Filter, page: { page: number; per_page: number }) {
  let query = withReviewer(db);
  if (status !== 'all') query = query.where('r.status', '=', status);
  return query
    .orderBy('r.id', 'desc')
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
    .execute();
}

export async function countCompanyRequests(db: Database, status: Filter): Promise<number> {
  let query = db.selectFrom('company_requests').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status !== 'all') query = query.where('status', '=', status);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export function findCompanyRequestRow(db: Database, id: number) {
  return withReviewer(db).where('r.id', '=', id).executeTakeFirst();
}

/** The request row, locked until the transaction ends: of two simultaneous decisions one waits. */
export function lockCompanyRequest(db: Database, id: number) {
  return db
    .selectFrom('company_requests')
    .select(['id', 'status', 'company_name', 'contact_name', 'email', 'website_url', 'locale'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The type of the live account that has this e-mail address, if any. */
export async function accountTypeOfEmail(db: Database, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('users')
    .select('type')
    .where('email', '=', email.toLowerCase())
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row?.type;
}

/**
 * The company (named in both languages by the name it gave), its owner — a company user made by
 * staff with no password yet, the "first login" state of ADR 0003 — and the membership; marks the
 * request approved. Runs inside the caller's transaction.
 */
export async function createCompanyAndOwner(
  db: Database,
  request: { id: number; company_name: string; email: string; website_url: string | null; locale: string },
  adminId: number,
  now: Date,
): Promise<{ companyId: number; userId: number }> {
  const company = await db
    .insertInto('companies')
    .values({
      name_en: request.company_name,
      name_ja: request.company_name,
      website_url: request.website_url,
      industry_ids: [],
      search_text: normalizeSearchText(`${request.company_name} ${request.company_name}`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      type: UserType.Company,
      email: request.email.toLowerCase(),
      password_hash: null,
      locale: request.locale,
      origin: 'staff',
      registered_at: now,
      current_step: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('company_members').values({ user_id: user.id, company_id: company.id, role: 'owner' }).execute();
  await db
    .updateTable('company_requests')
    .set({ status: 'approved', company_id: company.id, user_id: user.id, reviewed_by: adminId, reviewed_at: now })
    .where('id', '=', request.id)
    .execute();
  return { companyId: company.id, userId: user.id };
}

export async function markDeclined(db: Database, id: number, reason: string, adminId: number, now: Date) {
  await db
    .updateTable('company_requests')
    .set({ status: 'declined', decline_reason: reason, reviewed_by: adminId, reviewed_at: now })
    .where('id', '=', id)
    .execute();
}

/**
 * The invited owner's first password (ADR 0003): only while none is set, so a used or stolen link
 * cannot replace a password later. Opening the mailed link proved the mailbox, so the address
 * counts as verified. Answers the user when it was set.
 */
export function setFirstPassword(db: Database, userId: number, passwordHash: string, now: Date) {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_set_at: now, email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('type', '=', UserType.Company)
    .where('password_set_at', 'is', null)
    .where('deleted_at', 'is', null)
    .returning(['id', 'type', 'current_step'])
    .executeTakeFirst();
}
