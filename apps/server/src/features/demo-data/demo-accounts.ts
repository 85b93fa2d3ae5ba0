import { UserType } from '@hashi/shared/enums';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Database } from '../../platform/db/database.ts';
import { linkCompanyOwner, upsertStaffUser } from './demo-data.repository.ts';

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
  return upsertStaffUser(db, { email, type, passwordHash: await hashPassword(password) }, now);
}

type Companies = readonly { id: number }[];

/**
 * A seeder of demo logins, whose passwords are published: with `production` (by default when
 * NODE_ENV is production) it writes nothing and answers 0; else `write` answers how many it wrote.
 */
export function demoLoginSeeder(write: (db: Database, companies: Companies, now: Date) => Promise<number>) {
  return async (db: Database, companies: Companies, options: { production?: boolean; now?: Date } = {}) => {
    if (options.production ?? process.env.NODE_ENV === 'production') return 0;
    return write(db, companies, options.now ?? new Date());
  };
}

/**
 * Writes the admin and one owner for each of the first companies (again after `--replace`: the users
 * stay and are linked to the new companies). Answers the number of accounts, 0 in production.
 */
export const seedDemoAccounts = demoLoginSeeder(async (db, companies, now) => {
  await upsertUser(db, DEMO_ADMIN_EMAIL, UserType.Admin, DEMO_ADMIN_PASSWORD, now);
  const first = [...companies].sort((a, b) => a.id - b.id).slice(0, DEMO_EMPLOYER_COUNT);
  for (const [i, company] of first.entries()) {
    const userId = await upsertUser(db, demoEmployerEmail(i + 1), UserType.Company, DEMO_EMPLOYER_PASSWORD, now);
    await linkCompanyOwner(db, userId, company.id);
  }
  return first.length + 1;
});
