import type { Kysely } from 'kysely';
import { INDUSTRIES, INDUSTRY_CATEGORIES } from '../seeds/industries.ts';
import { IT_CERTIFICATE_CATEGORIES, IT_CERTIFICATES } from '../seeds/it-certificates.ts';
import { JOB_POSITION_CATEGORIES, JOB_POSITIONS } from '../seeds/job-positions.ts';
import type { CategorizedSeed, CategorySeed, LabelSeed } from '../seeds/seed-types.ts';
import {
  APPEAL_POINTS,
  CHANNELS,
  CS_EMAIL_NOTIFICATIONS,
  PEOPLE_PERCENT,
  POPULAR_KEYWORDS,
  SCOUT_DECLINE_REASONS,
} from '../seeds/service-options.ts';
import { SKILL_CATEGORIES, SKILLS } from '../seeds/skills.ts';
import {
  COMPANY_SIZES,
  CURRENCIES,
  EDUCATIONAL_LEVELS,
  EMPLOYMENT_TYPES,
  INCOME_RANGES,
  JOB_SEARCH_STATUSES,
  VISA_STATUSES,
  WORK_PERMISSIONS,
  WORKING_STATUSES,
  YEARS_OF_EXPERIENCE_RANGES,
} from '../seeds/work-conditions.ts';
import { createMasterTable, insertRows, masterRows } from '../seed-helpers.ts';
import { normalizeSearchText0006 } from './frozen/search-text-0006.ts';

/**
 * Reference lists of work: skills, roles, industries and IT certificates in categories (featured
 * skill category 1), conditions (employment types, sizes, income, years-of-experience bands 2–5,
 * working statuses student 4 and other 6, visas…) and the lists of the job search and the account.
 * The seed data is part of this migration: once shipped, change it only through a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const searchText = (s: CategorizedSeed | LabelSeed) =>
    normalizeSearchText0006([s.en, s.ja ?? '', 'aliases' in s ? (s.aliases ?? '') : ''].join(' '));

  const grouped: Array<[string, string, CategorySeed[], CategorizedSeed[]]> = [
    ['industry_categories', 'industries', INDUSTRY_CATEGORIES, INDUSTRIES],
    ['job_position_categories', 'job_positions', JOB_POSITION_CATEGORIES, JOB_POSITIONS],
    ['skill_categories', 'skills', SKILL_CATEGORIES, SKILLS],
    ['it_certificate_categories', 'it_certificates', IT_CERTIFICATE_CATEGORIES, IT_CERTIFICATES],
  ];
  for (const [categoryTable, table, categories, items] of grouped) {
    const searchable = table === 'it_certificates';
    await createMasterTable(db, categoryTable);
    await insertRows(db, categoryTable, masterRows(categories));
    await createMasterTable(db, table, (t) => {
      const withCategory = t.addColumn('category_id', 'integer', (c) => c.notNull().references(`${categoryTable}.id`));
      return searchable ? withCategory.addColumn('search_text', 'text', (c) => c.notNull()) : withCategory;
    });
    await db.schema.createIndex(`${table}_category_idx`).on(table).column('category_id').execute();
    await insertRows(
      db,
      table,
      masterRows(items, (s) => ({ category_id: s.category, ...(searchable ? { search_text: searchText(s) } : {}) })),
    );
  }

  const plain: Array<[string, LabelSeed[]]> = [
    ['employment_types', EMPLOYMENT_TYPES],
    ['years_of_experience_ranges', YEARS_OF_EXPERIENCE_RANGES],
    ['working_statuses', WORKING_STATUSES],
    ['job_search_statuses', JOB_SEARCH_STATUSES],
    ['visa_statuses', VISA_STATUSES],
    ['work_permissions', WORK_PERMISSIONS],
    ['educational_levels', EDUCATIONAL_LEVELS],
    ['appeal_points', APPEAL_POINTS],
    ['channels', CHANNELS],
    ['cs_email_notifications', CS_EMAIL_NOTIFICATIONS],
    ['scout_decline_reasons', SCOUT_DECLINE_REASONS],
  ];
  for (const [table, seeds] of plain) {
    await createMasterTable(db, table);
    await insertRows(db, table, masterRows(seeds));
  }

  await createMasterTable(db, 'company_sizes', (t) =>
    t.addColumn('min_employees', 'integer', (c) => c.notNull()).addColumn('max_employees', 'integer'),
  );
  await insertRows(
    db,
    'company_sizes',
    masterRows(COMPANY_SIZES, (s) => ({ min_employees: s.min, max_employees: s.max })),
  );

  await createMasterTable(db, 'income_ranges', (t) =>
    t.addColumn('min_amount', 'integer').addColumn('max_amount', 'integer'),
  );
  await insertRows(
    db,
    'income_ranges',
    masterRows(INCOME_RANGES, (r) => ({ min_amount: r.min, max_amount: r.max })),
  );

  await createMasterTable(db, 'currencies', (t) =>
    t
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addUniqueConstraint('currencies_code_key', ['code']),
  );
  await insertRows(
    db,
    'currencies',
    masterRows(CURRENCIES, (c) => ({ code: c.code, symbol: c.symbol })),
  );

  await createMasterTable(db, 'people_percents', (t) =>
    t.addColumn('min_percent', 'integer', (c) => c.notNull()).addColumn('max_percent', 'integer', (c) => c.notNull()),
  );
  await insertRows(
    db,
    'people_percents',
    masterRows(PEOPLE_PERCENT, (p) => ({ min_percent: p.min, max_percent: p.max })),
  );

  await createMasterTable(db, 'popular_keywords', (t) => t.addColumn('search_text', 'text', (c) => c.notNull()));
  await insertRows(
    db,
    'popular_keywords',
    masterRows(POPULAR_KEYWORDS, (k) => ({ search_text: searchText(k) })),
  );
}
