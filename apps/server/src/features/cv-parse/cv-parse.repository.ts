import type { Database } from '../../platform/db/database.ts';

/** Reference rows the CV is matched against; read only — this feature writes nothing. */
export async function loadDictionaryRows(db: Database) {
  const [skills, nationalities, languages, certificates] = await Promise.all([
    db.selectFrom('skills').select(['id', 'name_en', 'name_ja']).orderBy('id').execute(),
    db.selectFrom('nationalities').select(['id', 'name_en', 'name_ja', 'code']).orderBy('id').execute(),
    db.selectFrom('languages').select(['id', 'name_en', 'name_ja']).orderBy('id').execute(),
    db.selectFrom('it_certificates').select(['id', 'name_en', 'name_ja']).orderBy('id').execute(),
  ]);
  return { skills, nationalities, languages, certificates };
}
