import { UserType } from '@hashi/shared/enums';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Database } from '../../platform/db/database.ts';

/**
 * Demo logins of the employer and admin consoles (README "Demo logins", ADR 0019), written with the
 * demo data only. Their passwords are published on purpose, so they are never written when
 * NODE_ENV is production, even if SEED_DEMO_DATA asks for demo data there.
 */
export const DEMO_EMPLOYER_PASSWORD = 'Employer2026';
export const DEMO_ADMIN_PASSWORD = 'Admin2026demo';
export const DEMO_ADMIN_EMAIL = 'admin@demo.hashi.example';
/** One company user for each of the first demo companies (by id): employer1@…, employer2@…, employer3@…. */
export const DEMO_EMPLOYER_COUNT = 3;
export const demoEmployerEmail = (n: number) => `employer${n}@demo.hashi.example`;

async function upsertUser(db: Database, email: string, type: number, password: string, now: Date): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email,
      type,
      password_hash: await hashPassword(password),
      email_verified_at: now,
      password_set_at: now,
      registered_at: now,
      current_step: 4,
      origin: 'staff',
    })
    .onConflict((oc) => oc.column('email').where('deleted_at', 'is', null).doUpdateSet({ type }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes the admin and one owner for each of the first companies (again after `--replace`: the users
 * stay and are linked to the new companies). Answers the number of accounts, 0 in production.
 */
export async function seedDemoAccounts(
  db: Database,
  companies: readonly { id: number }[],
  options: { production?: boolean; now?: Date } = {},
): Promise<number> {
  if (options.production ?? process.env.NODE_ENV === 'production') return 0;
  const now = options.now ?? new Date();
  await upsertUser(db, DEMO_ADMIN_EMAIL, UserType.Admin, DEMO_ADMIN_PASSWORD, now);
  const first = [...companies].sort((a, b) => a.id - b.id).slice(0, DEMO_EMPLOYER_COUNT);
  for (const [i, company] of first.entries()) {
    const userId = await upsertUser(db, demoEmployerEmail(i + 1), UserType.Company, DEMO_EMPLOYER_PASSWORD, now);
    await db
      .insertInto('company_members')
      .values({ user_id: userId, company_id: company.id, role: 'owner' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ company_id: company.id }))
      .execute();
  }
  return first.length + 1;
}
