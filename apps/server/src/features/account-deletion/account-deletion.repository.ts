import type { Database } from '../../platform/db/database.ts';

export function listDeactivateReasons(db: Database) {
  return db.selectFrom('deactivate_reasons').select(['id', 'name_en', 'name_ja']).orderBy('sort_order').execute();
}

export async function deactivateReasonExists(db: Database, id: number): Promise<boolean> {
  const row = await db.selectFrom('deactivate_reasons').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The reason is kept without any link to the person, for product statistics only. */
export async function recordDeletion(
  db: Database,
  input: { reason_id: number; comment: string | null; registered: boolean },
): Promise<void> {
  await db.insertInto('account_deletions').values(input).execute();
}

/**
 * Removes what identifies the person and frees the address and login ID for a new sign-up. The
 * row itself stays (anonymised) so that records of other people pointing at it remain valid.
 */
export async function erasePersonalData(db: Database, userId: number, at: Date): Promise<void> {
  await db.deleteFrom('social_identities').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_tokens').where('user_id', '=', userId).execute();
  // Sessions hold IP addresses and user agents; their refresh tokens go with them (cascade).
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  // A job-offer report names an employer, a salary and free-text feedback: the person's, not ours.
  await db.deleteFrom('inform_acceptances').where('applicant_id', '=', userId).execute();
  await db
    .updateTable('users')
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      login_id: null,
      password_hash: null,
      attribution: null,
      access_route: null,
      first_access_url: null,
      last_access_url: null,
      last_login_at: null,
      deleted_at: at,
      updated_at: at,
    })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .execute();
}
