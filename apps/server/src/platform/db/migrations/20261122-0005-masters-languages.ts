import type { Kysely } from 'kysely';
import { LANGUAGE_CERTIFICATES, LANGUAGE_SCORE_LEVELS } from '../seeds/language-certificates.ts';
import { JAPANESE_LANGUAGE_EXPERIENCES, JLPT_SCORE_LEVELS, WRITING_LEVELS } from '../seeds/language-levels.ts';
import { LANGUAGES } from '../seeds/languages.ts';
import { createMasterTable, insertRows, masterRows } from '../seed-helpers.ts';

/**
 * Reference lists of languages: ISO 639-1 languages (English 12, Japanese 23), levels (native 1),
 * JLPT levels, Japanese experience, language certificates and the levels a job can require.
 * The seed data is part of this migration: once shipped, change it only through a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createMasterTable(db, 'languages', (t) =>
    t
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('sort_order_ja', 'integer', (c) => c.notNull())
      .addUniqueConstraint('languages_code_key', ['code']),
  );
  await insertRows(
    db,
    'languages',
    masterRows(LANGUAGES, (l) => ({ code: l.code, sort_order_ja: l.jaOrder })),
  );

  for (const [table, seeds] of [
    ['writing_levels', WRITING_LEVELS],
    ['jlpt_score_levels', JLPT_SCORE_LEVELS],
    ['japanese_language_experiences', JAPANESE_LANGUAGE_EXPERIENCES],
  ] as const) {
    await createMasterTable(db, table);
    await insertRows(db, table, masterRows(seeds));
  }

  await createMasterTable(db, 'language_certificates', (t) =>
    t.addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id')),
  );
  await insertRows(
    db,
    'language_certificates',
    masterRows(LANGUAGE_CERTIFICATES, (c) => ({ language_id: c.language })),
  );

  await createMasterTable(db, 'language_score_levels', (t) =>
    t
      .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
      .addColumn('certificate_id', 'integer', (c) => c.notNull().references('language_certificates.id'))
      .addColumn('min_score', 'double precision'),
  );
  await insertRows(
    db,
    'language_score_levels',
    masterRows(LANGUAGE_SCORE_LEVELS, (l) => ({
      language_id: l.language,
      certificate_id: l.certificate,
      min_score: l.minScore,
    })),
  );
}
