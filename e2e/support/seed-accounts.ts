import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate.ts';
import type { Lang } from './browser.ts';

export interface SeededAccount {
  email: string;
  password: string;
}

/** Accounts no journey can make through the UI yet (the profile wizard and the employer side come later). */
export interface SeededAccounts {
  /** An applicant who finished registration (step 4, registered_at set), per language. */
  registered: Record<Lang, SeededAccount>;
  /** An account imported from a recruiting system: a temporary password, never set by its owner. */
  imported: Record<Lang, SeededAccount>;
  /** A company user (type 2): the applicant app must refuse it. */
  company: SeededAccount;
}

const PASSWORD = 'Seeded2026bridge';

/**
 * Writes the accounts into the server's embedded database before the server starts (PGlite has one
 * process at a time). This is test data in the database, not a way into the product.
 */
export async function seedAccounts(dataDir: string): Promise<SeededAccounts> {
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    const passwordHash = await hashPassword(PASSWORD);
    const now = new Date();
    const make = async (email: string, values: Record<string, unknown>): Promise<SeededAccount> => {
      await handle.db
        .insertInto('users')
        .values({ email, password_hash: passwordHash, email_verified_at: now, password_set_at: now, ...values })
        .execute();
      return { email, password: PASSWORD };
    };
    const accounts: SeededAccounts = {
      registered: {
        en: await make('registered-en@e2e.hashi.test', { current_step: 4, registered_at: now, locale: 'en' }),
        ja: await make('registered-ja@e2e.hashi.test', { current_step: 4, registered_at: now, locale: 'ja' }),
      },
      imported: {
        en: await make('imported-en@e2e.hashi.test', { origin: 'import', password_set_at: null, locale: 'en' }),
        ja: await make('imported-ja@e2e.hashi.test', { origin: 'import', password_set_at: null, locale: 'ja' }),
      },
      company: await make('company@e2e.hashi.test', { type: 2 }),
    };
    return accounts;
  } finally {
    await handle.close();
  }
}
