import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/**
 * Many postings fast, in SQL (the EXPLAIN test; ADR 0015): 600 distinct bilingual keyword
 * documents are built once by the real document functions, then `count` rows take them in turn
 * with varied places (each document gains its prefecture's names, ADR 0035), roles, skills,
 * salaries and dates. The CTEs are `materialized`: inlined, PostgreSQL computed both documents
 * again for every row (200,000 calls of the lexeme functions instead of 647; at 10,000 rows on
 * PGlite the insert took 5.0 s of CPU inlined and 2.3 s materialized, the same documents). Triggers are paused for the bulk insert
 * (the documents are already computed), and the secondary indexes are dropped and
 * built again afterwards from their own definitions (a bulk build is far faster than 100,000
 * inserts into a dozen indexes). About 1 posting in 20 is not visible (draft or closed). Needs at
 * least one company; meant for a test or benchmark database, never a live one.
 */

const ROLES = [
  ['Frontend Engineer', 'フロントエンドエンジニア'],
  ['Backend Engineer', 'バックエンドエンジニア'],
  ['Sales Engineer', '営業エンジニア'],
  ['Data Scientist', 'データサイエンティスト'],
  ['Mobile App Developer', 'モバイルアプリ開発者'],
  ['Infrastructure Engineer', 'インフラエンジニア'],
  ['QA Engineer', '品質保証エンジニア'],
  ['Project Manager', 'プロジェクトマネージャー'],
  ['Machine Learning Engineer', '機械学習エンジニア'],
  ['Security Engineer', 'セキュリティエンジニア'],
  ['Technical Sales', '技術営業'],
  ['Blockchain Engineer', 'ブロックチェーンエンジニア'],
];
const PLACES = [
  ['Tokyo (Shibuya)', '東京都渋谷区'],
  ['Osaka', '大阪府大阪市'],
  ['Fukuoka', '福岡県福岡市'],
  ['Tokyo (Minato)', '東京都港区'],
  ['Nagoya', '愛知県名古屋市'],
  ['Sapporo', '北海道札幌市'],
  ['Kyoto', '京都府京都市'],
  ['Yokohama', '神奈川県横浜市'],
  ['Sendai', '宮城県仙台市'],
  ['Fully remote', 'フルリモート'],
];
const STACKS = [
  'React TypeScript',
  'Go Kubernetes',
  'Java Spring',
  'Python Django',
  'Swift Kotlin',
  'AWS Terraform',
  'Vue.js Nuxt',
  'Rust WebAssembly',
  'C# .NET',
  'Ruby on Rails',
];

export async function insertBulkPostings(db: Database, count: number): Promise<void> {
  const phrases = sql.val(
    Array.from({ length: 600 }, (_, i) => {
      const [roleEn, roleJa] = ROLES[i % ROLES.length] as [string, string];
      const [placeEn, placeJa] = PLACES[Math.floor(i / ROLES.length) % PLACES.length] as [string, string];
      const stack = STACKS[(i * 7) % STACKS.length];
      return `${roleEn} (${stack}) ${roleJa}（${stack}） in ${placeEn} ${placeJa}で${roleJa}として自社サービスの開発に携わっていただきます。 Company ${i} 株式会社サンプル${i}`;
    }),
  );
  await withIndexesRebuilt(db, async (conn) => {
    await sql`
      with docs as materialized (
        select (ord - 1)::int as n, array_to_tsvector(search_text_lexemes(phrase)) as doc
        from unnest(${phrases}::text[]) with ordinality as t(phrase, ord)
      ),
      places as materialized (
        select id, array_to_tsvector(search_text_lexemes(job_posting_place_names(array[id], null))) as doc
        from japan_prefectures
      ),
      company as materialized (select min(id) as id from companies)
      insert into job_postings (company_id, status, is_closed, closed_at, posting_language, title_en, title_ja,
        description_en, description_ja, job_position_id, employment_type_id, prefecture_ids, industry_ids,
        appeal_point_ids, skill_ids, featured_skill_ids, required_jlpt_level_id, required_english_level_id,
        foreigner_percent_id, english_usage_percent_id, remote_option, visa_sponsorship,
        overseas_application_allowed, salary_min, salary_max, published_at, popularity_score, search_document)
      select company.id, case when i % 40 = 0 then 2 else 3 end, i % 40 = 1, case when i % 40 = 1 then now() end,
        1, 'Bulk posting ' || i, '一括求人 ' || i, 'Bulk.', '一括。',
        1 + i % 12, 1 + i % 5, array[1 + i % 47], array[1 + i % 20], array[1 + i % 10],
        array[1 + i % 60, 1 + (i * 7) % 60], array[1 + i % 60], 1 + i % 6, 1 + i % 6, 1 + i % 5, 1 + (i / 5) % 5,
        1 + i % 4, 1 + i % 3, i % 3 = 0, 3000000 + (i % 50) * 100000, 6000000 + (i % 50) * 150000,
        now() - make_interval(mins => i), (i * 7919) % 100000 / 1000.0, docs.doc || places.doc
      from generate_series(1, ${count}) as i
      cross join company
      join docs on docs.n = i % 600
      join places on places.id = 1 + i % 47`.execute(conn);
  });
}

/**
 * Runs a bulk load of job_postings with its secondary indexes dropped and built again after from
 * their own definitions, triggers and foreign-key checks off (replica mode: the loader must give
 * valid ids and the keyword document). For test and benchmark databases only.
 */
export async function withIndexesRebuilt(db: Database, load: (conn: Database) => Promise<void>): Promise<void> {
  // One connection throughout: the settings below are per session.
  await db.connection().execute((conn) => rebuildAround(conn, load));
}

async function rebuildAround(db: Database, load: (conn: Database) => Promise<void>): Promise<void> {
  const { rows: indexes } = await sql<{ name: string; definition: string }>`
    select indexname as name, indexdef as definition from pg_indexes
    where tablename = 'job_postings' and indexname <> 'job_postings_pkey'`.execute(db);
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await sql`set session_replication_role = replica`.execute(db);
  try {
    await load(db);
  } finally {
    await sql`set session_replication_role = origin`.execute(db);
    await sql`set maintenance_work_mem = '256MB'`.execute(db);
    for (const index of indexes) await sql.raw(index.definition).execute(db);
    await sql`reset maintenance_work_mem`.execute(db);
  }
  await sql`analyze job_postings`.execute(db);
}
