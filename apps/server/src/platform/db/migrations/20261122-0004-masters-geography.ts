import type { Kysely } from 'kysely';
import { CITIES } from '../seeds/cities.ts';
import { COUNTRIES } from '../seeds/countries.ts';
import { JAPAN_PREFECTURES, JAPAN_REGIONS } from '../seeds/japan.ts';
import { createMasterTable, insertRows, masterRows, type TableBuilder } from '../seed-helpers.ts';

/**
 * Reference lists of places: Japan's regions, prefectures (JIS ids 1–47, 48 overseas) and main
 * cities; countries, nationalities and dialing codes (one id per country: Japan is 104 in all three).
 * The seed data is part of this migration: once shipped, change it only through a new migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createMasterTable(db, 'japan_regions');
  await insertRows(db, 'japan_regions', masterRows(JAPAN_REGIONS));

  await createMasterTable(db, 'japan_prefectures', (t) =>
    t.addColumn('region_id', 'integer', (c) => c.notNull().references('japan_regions.id')),
  );
  await insertRows(
    db,
    'japan_prefectures',
    masterRows(JAPAN_PREFECTURES, (p) => ({ region_id: p.region })),
  );

  await createMasterTable(db, 'cities', (t) =>
    t.addColumn('prefecture_id', 'integer', (c) => c.notNull().references('japan_prefectures.id')),
  );
  await db.schema.createIndex('cities_prefecture_idx').on('cities').column('prefecture_id').execute();
  await insertRows(
    db,
    'cities',
    masterRows(CITIES, (city) => ({ prefecture_id: city.prefecture })),
  );

  const coded = (t: TableBuilder) =>
    t.addColumn('code', 'text', (c) => c.notNull()).addColumn('sort_order_ja', 'integer', (c) => c.notNull());

  await createMasterTable(db, 'countries', (t) => coded(t).addUniqueConstraint('countries_code_key', ['code']));
  await insertRows(
    db,
    'countries',
    masterRows(COUNTRIES, (c) => ({ code: c.code, sort_order_ja: c.jaOrder })),
  );

  const nationalities = COUNTRIES.filter((c) => c.nationality);
  await createMasterTable(db, 'nationalities', (t) => coded(t).addUniqueConstraint('nationalities_code_key', ['code']));
  await insertRows(
    db,
    'nationalities',
    masterRows(nationalities, (c) => ({ code: c.code, sort_order_ja: c.jaOrder })),
  );

  const dialing = COUNTRIES.filter((c) => c.dial !== null);
  await createMasterTable(db, 'dialing_codes', (t) =>
    coded(t).addColumn('country_id', 'integer', (c) => c.notNull().references('countries.id')),
  );
  await insertRows(
    db,
    'dialing_codes',
    masterRows(dialing, (c) => ({ code: c.dial, country_id: c.id, sort_order_ja: c.jaOrder })),
  );
}
