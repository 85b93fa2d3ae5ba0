import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { generateCompany } from '../demo-data/company-generator.ts';
import { generatePosting } from '../demo-data/posting-generator.ts';
import { CITIES } from '../../platform/db/seeds/cities.ts';
import { JAPAN_PREFECTURES } from '../../platform/db/seeds/japan.ts';
import { postingPlaceNames, postingSearchDocument, searchLexemes } from './search-document.ts';

const ctx = useTestContext();

const TRICKY = [
  'ＲＥＡＣＴ　ﾌﾛﾝﾄｴﾝﾄﾞ　東京都渋谷区',
  'C++ / C# / Node.js / Vue.js 3.x',
  "it's 100% a_b \"quoted\" \\back 'single'",
  '東京の営業・マーケティング（SaaS）募集！',
  'Émile Zoë ÅNGSTRÖM straße',
  'ｱｲｳ ｶﾞｷﾞ ﾊﾟﾋﾟ ① ㈱ ㍿ ﾃｽﾄ',
  '서울 개발자 北京 繁體字 々',
  '+81 #tag ##double a+b',
  'emoji 🚀 rocket 𠮷野家',
  `${'x'.repeat(250)} long`,
  '',
  '   ',
];

async function sqlLexemes(text: string): Promise<string[]> {
  const { rows } = await sql<{ l: string[] }>`select search_text_lexemes(${text}) as l`.execute(ctx.deps.db);
  return rows[0]?.l ?? [];
}

describe('search document: TypeScript and SQL agree', () => {
  it('on tricky inputs', async () => {
    for (const text of TRICKY) {
      expect(searchLexemes([text]).sort(), text).toEqual((await sqlLexemes(text)).sort());
    }
  });

  it('on 200 generated bilingual postings', async () => {
    const now = new Date('2026-11-22T00:00:00Z');
    for (let i = 1; i <= 200; i++) {
      const company = generateCompany('agree', i % 20);
      const p = generatePosting('agree', i, company, now);
      const texts = [p.title_en, p.title_ja, p.description_en, p.description_ja, p.requirements_en, p.requirements_ja];
      const text = texts.filter(Boolean).join(' ');
      expect(searchLexemes(texts).sort(), `posting ${i}`).toEqual((await sqlLexemes(text)).sort());
    }
  });

  it('on the place names of every prefecture and city (migration 0029)', async () => {
    const { rows } = await sql<{ kind: string; id: number; l: string[] }>`
      select 'prefecture' as kind, id, search_text_lexemes(job_posting_place_names(array[id], null)) as l
        from japan_prefectures
      union all
      select 'city', id, search_text_lexemes(job_posting_place_names('{}', id)) from cities`.execute(ctx.deps.db);
    const expected = [
      ...JAPAN_PREFECTURES.map((p) => ({ kind: 'prefecture', id: p.id, names: postingPlaceNames([p], null) })),
      ...CITIES.map((c) => ({ kind: 'city', id: c.id, names: postingPlaceNames([], { en: c.en, ja: c.ja ?? c.en }) })),
    ];
    expect(rows).toHaveLength(expected.length);
    const sqlLexemesOf = new Map(rows.map((r) => [`${r.kind} ${r.id}`, [...r.l].sort()]));
    for (const { kind, id, names } of expected) {
      expect(searchLexemes(names).sort(), `${kind} ${id}`).toEqual(sqlLexemesOf.get(`${kind} ${id}`));
    }
    expect(postingPlaceNames([{ en: 'Tokyo', ja: '東京都' }], null)).toEqual(['Tokyo', '東京']);
    expect(postingPlaceNames([{ en: 'Hokkaido', ja: '北海道' }], null)).toEqual(['Hokkaido', '北海道']);
  });

  it('an insert that passes its document keeps it; one that does not gets it from the trigger', async () => {
    const company = await buildCompany(ctx, { name_en: 'Doc Test KK', name_ja: 'ドキュメント試験' });
    const computed = await buildPosting(ctx, company.id);
    const { rows: names } = await sql<{ role: string[]; skills: string[] }>`
      select array[r.name_en, r.name_ja] as role,
        (select array_agg(x) from skills s, unnest(array[s.name_en, s.name_ja]) x
          where s.id = any(${sql.val(computed.skill_ids)}::integer[] || ${sql.val(computed.featured_skill_ids)}::integer[])) as skills
      from job_positions r where r.id = ${computed.job_position_id}`.execute(ctx.deps.db);
    const document = postingSearchDocument({
      texts: [
        computed.title_en,
        computed.title_ja,
        computed.description_en,
        computed.description_ja,
        computed.requirements_en,
        computed.requirements_ja,
        computed.preferred_en,
        computed.preferred_ja,
      ],
      companyNames: [company.name_en, company.name_ja],
      jobPositionNames: names[0]?.role ?? [],
      skillNames: names[0]?.skills ?? [],
      // buildPosting's place: Tokyo, Shibuya.
      placeNames: postingPlaceNames([{ en: 'Tokyo', ja: '東京都' }], { en: 'Shibuya-ku', ja: '渋谷区' }),
    });
    const { rows } = await sql<{ same: boolean }>`
      select search_document = ${document}::tsvector as same from job_postings where id = ${computed.id}`.execute(
      ctx.deps.db,
    );
    expect(rows[0]?.same).toBe(true);
    const given = await buildPosting(ctx, company.id, { title_en: 'Given document' });
    await sql`delete from job_postings where id = ${given.id}`.execute(ctx.deps.db);
    await sql`insert into job_postings (company_id, status, posting_language, title_en, description_en,
        job_position_id, employment_type_id, remote_option, visa_sponsorship, salary_min, published_at, search_document)
      values (${company.id}, 3, 3, 'Anything', 'Else', 1, 1, 1, 1, 1, now(), ${"'only' 'these'"}::tsvector)`.execute(
      ctx.deps.db,
    );
    const { rows: kept } = await sql<{ doc: string }>`
      select search_document::text as doc from job_postings where title_en = 'Anything'`.execute(ctx.deps.db);
    expect(kept[0]?.doc).toBe("'only' 'these'");
  });
});
