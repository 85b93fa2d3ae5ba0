import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/test-app.ts';
import { foundByKeyword, type GuestSearch, type Seeded, seededSearch } from './job-search.fixtures.ts';

const ctx = useTestContext();
let s: Seeded;
let search: GuestSearch;
beforeAll(async () => {
  ({ s, search } = await seededSearch(ctx));
});

const found = (keyword: string, lang: 'en' | 'ja' = 'en') => foundByKeyword(search, s, keyword, lang);

describe('POST /api/v1/customer-job-postings/search: keywords', () => {
  it.each([
    ['東京', ['backend', 'react']],
    ['営業', ['sales']],
    ['React', ['react']],
    ['react', ['react']],
    ['フロントエンド', ['react']],
    ['バックエンド', ['backend']],
    ['ＲＥＡＣＴ', ['react']],
    ['ｒｅａｃｔ　ｔｙｐｅｓｃｒｉｐｔ', ['react']],
    ['ﾌﾛﾝﾄｴﾝﾄﾞ', ['react']],
    ['東京 React', ['react']],
    ['React 東京', ['react']],
    ['東京のバックエンド', ['backend']],
    ['Go 決済', ['backend']],
    ['python docker', ['data']],
    ['Docker', ['backend', 'data']],
    ['大阪', ['sales']],
    ['Sales engineer', ['sales']],
    ['アクメクラウド', ['backend', 'react']],
    ['Sakura Systems', ['data', 'sales']],
    ['Frontend engineer', ['react']],
    ['東', ['backend', 'react']],
    ['京都', []],
    ['Kubernetes', []],
  ] as const)('%s', async (keyword, expected) => {
    expect(await found(keyword)).toEqual([...expected].sort());
  });

  it('finds postings in either language whatever the request language', async () => {
    expect(await found('営業', 'en')).toEqual(['sales']);
    expect(await found('Data Scientist', 'ja')).toEqual(['data']);
  });

  it('takes %, _, quotes and SQL fragments literally, never as wildcards or SQL', async () => {
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('%%')).toEqual([]);
    expect(await found("'")).toEqual([]);
    expect(await found('"')).toEqual([]);
    expect(await found('100%')).toEqual(['backend', 'data']);
    expect(await found('a_b')).toEqual(['backend']);
    expect(await found('"引用"')).toEqual(['backend']);
    expect(await found("it's")).toEqual(['data']);
    expect(await found('React%')).toEqual(['react']);
    expect(await found("'; drop table job_postings; --")).toEqual([]);
    expect(await found("React' or '1'='1")).toEqual([]);
    expect(await found('React & !Go | (x) <-> y:*')).toEqual([]);
    expect(await found('\\')).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from job_postings`.execute(ctx.deps.db);
    expect(rows[0]?.n).toBe(7);
  });

  it('keeps the document current when a posting or its company is edited', async () => {
    await ctx.deps.db
      .updateTable('job_postings')
      .set({ title_en: 'Sales Engineer (Kubernetes)' })
      .where('id', '=', s.sales.id)
      .execute();
    expect(await found('kubernetes')).toEqual(['sales']);
    await ctx.deps.db
      .updateTable('companies')
      .set({ name_ja: 'さくらクラウド' })
      .where('id', '=', s.companies.sakura.id)
      .execute();
    expect(await found('さくらクラウド')).toEqual(['data', 'sales']);
    expect(await found('さくらシステムズ')).toEqual([]);
    // Counters move without touching the document.
    await ctx.deps.db.updateTable('job_postings').set({ view_count: 5 }).where('id', '=', s.sales.id).execute();
    expect(await found('kubernetes')).toEqual(['sales']);
  });
});
