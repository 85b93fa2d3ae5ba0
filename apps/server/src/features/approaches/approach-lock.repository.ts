import type { Database } from '../../platform/db/database.ts';

/**
 * The (applicant, posting) row, created empty when missing and then locked for the transaction, so
 * that of simultaneous company actions (two scouts) the second sees what the first did.
 */
export async function lockApproach(
  db: Database,
  key: { applicantId: number; postingId: number; companyId: number },
  now: Date,
) {
  await db
    .insertInto('approaches')
    .values({
      applicant_id: key.applicantId,
      job_posting_id: key.postingId,
      company_id: key.companyId,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['applicant_id', 'job_posting_id']).doNothing())
    .execute();
  return db
    .selectFrom('approaches')
    .selectAll()
    .where('applicant_id', '=', key.applicantId)
    .where('job_posting_id', '=', key.postingId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}
