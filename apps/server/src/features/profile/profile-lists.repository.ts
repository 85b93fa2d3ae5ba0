import type { Database } from '../../platform/db/database.ts';

/**
 * The small lists of the profile (licenses, awards, other languages, language certificates,
 * excluded companies). Each is saved whole by its form, so "replace" is the write; every query
 * names the applicant.
 */

export function listLicenses(db: Database, applicantId: number) {
  return db
    .selectFrom('applicant_licenses')
    .select(['id', 'name', 'year'])
    .where('applicant_id', '=', applicantId)
    .orderBy('id')
    .execute();
}

export async function replaceLicenses(
  db: Database,
  applicantId: number,
  items: Array<{ name: string; year?: number | null | undefined }>,
) {
  await db.deleteFrom('applicant_licenses').where('applicant_id', '=', applicantId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('applicant_licenses')
    .values(items.map((i) => ({ applicant_id: applicantId, name: i.name, year: i.year ?? null })))
    .execute();
}

export function listAwards(db: Database, applicantId: number) {
  return db
    .selectFrom('applicant_awards')
    .select(['id', 'name'])
    .where('applicant_id', '=', applicantId)
    .orderBy('id')
    .execute();
}

export async function replaceAwards(db: Database, applicantId: number, items: Array<{ name: string }>) {
  await db.deleteFrom('applicant_awards').where('applicant_id', '=', applicantId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('applicant_awards')
    .values(items.map((i) => ({ applicant_id: applicantId, name: i.name })))
    .execute();
}

export function listOtherLanguages(db: Database, applicantId: number) {
  return db
    .selectFrom('applicant_languages')
    .select(['id', 'language_id', 'level_id'])
    .where('applicant_id', '=', applicantId)
    .orderBy('id')
    .execute();
}

export async function replaceOtherLanguages(
  db: Database,
  applicantId: number,
  items: Array<{ language_id: number; level_id: number }>,
) {
  await db.deleteFrom('applicant_languages').where('applicant_id', '=', applicantId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('applicant_languages')
    .values(items.map((i) => ({ applicant_id: applicantId, language_id: i.language_id, level_id: i.level_id })))
    .execute();
}

export async function listCertificates(db: Database, applicantId: number) {
  const rows = await db
    .selectFrom('applicant_language_certificates')
    .select(['id', 'certificate_id', 'name', 'score'])
    .where('applicant_id', '=', applicantId)
    .orderBy('id')
    .execute();
  // numeric reads as text on both drivers.
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

export async function replaceCertificates(
  db: Database,
  applicantId: number,
  items: Array<{ certificate_id?: number | null | undefined; name: string; score: number }>,
) {
  await db.deleteFrom('applicant_language_certificates').where('applicant_id', '=', applicantId).execute();
  if (items.length === 0) return;
  await db
    .insertInto('applicant_language_certificates')
    .values(
      items.map((i) => ({
        applicant_id: applicantId,
        certificate_id: i.certificate_id ?? null,
        name: i.name,
        score: i.score,
      })),
    )
    .execute();
}

export function listExcludedCompanies(db: Database, applicantId: number) {
  return db
    .selectFrom('applicant_excluded_companies')
    .select(['id', 'company_name', 'company_id'])
    .where('applicant_id', '=', applicantId)
    .orderBy('id')
    .execute();
}
