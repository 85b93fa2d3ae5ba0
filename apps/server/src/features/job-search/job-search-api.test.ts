import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { appToken } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { type GuestSearch, type Seeded, seededSearch } from './job-search.fixtures.ts';
import { recordPostingViews } from '../job-postings/job-postings.repository.ts';

const ctx = useTestContext();
let s: Seeded;
let search: GuestSearch;
let searchToken: string;
beforeAll(async () => {
  ({ s, search } = await seededSearch(ctx));
  searchToken = await appToken(ctx);
});

/** `count` more visible postings copied from the React posting, "bulkcopy" in their titles. */
async function copies(count: number) {
  await sql`insert into job_postings (company_id, status, posting_language, title_en, title_ja, description_en,
      description_ja, job_position_id, employment_type_id, prefecture_ids, remote_option, visa_sponsorship,
      salary_min, published_at, popularity_score)
    select company_id, 3, 1, 'Bulkcopy engineer ' || i, 'バルク複製 ' || i, description_en, description_ja,
      job_position_id, employment_type_id, prefecture_ids, remote_option, visa_sponsorship, salary_min,
      published_at, i
    from job_postings, generate_series(1, ${count}) as i where id = ${s.react.id}`.execute(ctx.deps.db);
}

describe('POST /api/v1/customer-job-postings/search: paging, totals, access and validation', () => {
  it('pages 10 at a time by default; a page beyond the last is empty; per_page 1–50', async () => {
    const first = (await search({ per_page: 3 })).json();
    expect(first.data).toHaveLength(3);
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 3,
      total: 4,
      total_is_capped: false,
      last_page: 2,
      company: null,
    });
    const second = (await search({ per_page: 3, page: 2 })).json();
    expect(second.data.map((c: { id: number }) => c.id)).toEqual([s.data.id]);
    expect(second.meta).toMatchObject({ current_page: 2, total: 4, last_page: 2 });
    const beyond = (await search({ per_page: 3, page: 3 })).json();
    expect(beyond).toEqual({
      data: [],
      meta: { current_page: 3, per_page: 3, total: 4, total_is_capped: false, last_page: 2, company: null },
      suggestions: [],
    });
    const none = (await search({ popular_keywords: 'nothing-like-this' })).json();
    expect(none.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 0,
      total_is_capped: false,
      last_page: 1,
      company: null,
    });
    expect((await search({ per_page: 50 })).statusCode).toBe(200);
    expect((await search({ per_page: 1 })).json().meta).toMatchObject({ per_page: 1, total: 4, last_page: 4 });
    for (const bad of [{ per_page: 0 }, { per_page: 51 }, { page: 0 }, { page: 1001 }, { page: 1.5 }]) {
      expect((await search(bad)).statusCode, JSON.stringify(bad)).toBe(422);
    }
  });

  it('reports totals beyond 1,000 as capped, and pages stop at the cap', async () => {
    await copies(1_005);
    const res = (await search({ popular_keywords: 'bulkcopy' })).json();
    expect(res.data).toHaveLength(10);
    expect(res.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: 1000,
      total_is_capped: true,
      last_page: 100,
      company: null,
    });
    expect(res.data[0].title).toBe('Bulkcopy engineer 1005');
    const last = (await search({ popular_keywords: 'バルク複製', page: 100 })).json();
    expect(last.data).toHaveLength(10);
    expect(last.meta).toMatchObject({ total: 1000, total_is_capped: true, last_page: 100 });
    expect((await search({ popular_keywords: 'bulkcopy', page: 101 })).json().data).toEqual([]);
    const exact = (await search({ popular_keywords: 'bulkcopy', per_page: 50, page: 2 })).json();
    expect(exact.meta).toMatchObject({ total: 1000, total_is_capped: true, last_page: 20 });
    await sql`delete from job_postings where title_en like 'Bulkcopy%'`.execute(ctx.deps.db);
    expect((await search({})).json().meta).toMatchObject({ total: 4, total_is_capped: false });
  });

  it('remembers for a minute that a search is broad: later pages and sorts stay exact, a short page tells the truth', async () => {
    ctx.advance(61_000); // nothing remembered from earlier tests
    await copies(1_005);
    const conditions = { popular_keywords: 'bulkcopy', remote_options: [] };
    expect((await search(conditions)).json().meta).toMatchObject({ total: 1000, total_is_capped: true });
    // 1,001 of them leave: the page is still full, so the remembered "1,000+" is shown, with a fresh page.
    await sql`delete from job_postings where title_en like 'Bulkcopy engineer %' and popularity_score <= 1001`.execute(
      ctx.deps.db,
    );
    const remembered = (await search({ ...conditions, sort: 'newest', per_page: 3 })).json();
    expect(remembered.meta).toMatchObject({ total: 1000, total_is_capped: true });
    expect(remembered.data).toHaveLength(3);
    // An empty later page says nothing about the total: that search is counted.
    const beyond = (await search({ ...conditions, page: 2, per_page: 10 })).json();
    expect(beyond).toMatchObject({ data: [], meta: { total: 4, total_is_capped: false, last_page: 1 } });
  });

  it('does not let a remembered answer keep itself alive; a minute after the last count it counts again', async () => {
    ctx.advance(61_000);
    await sql`delete from job_postings where title_en like 'Bulkcopy%'`.execute(ctx.deps.db);
    await copies(1_005);
    const conditions = { popular_keywords: 'bulkcopy' };
    expect((await search(conditions)).json().meta).toMatchObject({ total: 1000, total_is_capped: true });
    await sql`delete from job_postings where title_en like 'Bulkcopy engineer %' and popularity_score <= 1001`.execute(
      ctx.deps.db,
    );
    // Full pages answered from memory for a minute…
    ctx.advance(30_000);
    expect((await search({ ...conditions, per_page: 3 })).json().meta.total_is_capped).toBe(true);
    ctx.advance(29_000);
    expect((await search({ ...conditions, per_page: 3 })).json().meta.total_is_capped).toBe(true);
    // …then counted again, although remembered answers came in between.
    ctx.advance(2_000);
    const counted = (await search({ ...conditions, per_page: 3 })).json();
    expect(counted.meta).toMatchObject({ total: 4, total_is_capped: false, last_page: 2 });
    // A page that comes back short gives the exact total even while remembered.
    await copies(1_005);
    expect((await search(conditions)).json().meta.total_is_capped).toBe(true);
    await sql`delete from job_postings where title_en like 'Bulkcopy%'`.execute(ctx.deps.db);
    expect((await search(conditions)).json().meta).toMatchObject({ total: 0, total_is_capped: false });
  });

  it('serves guests with the app token and applicants with theirs; 401 without a token', async () => {
    const applicant = await signedInApplicant(ctx);
    const res = await applicant.call(
      'POST',
      '/api/v1/customer-job-postings/search',
      { popular_keywords: '営業' },
      'ja',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([s.sales.id]);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer-job-postings/search',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const noBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer-job-postings/search',
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    expect(noBody.json().meta.total).toBe(4);
  });

  it('answers 422 with messages under each field, in English and Japanese', async () => {
    const body = {
      page: 0,
      industries: ['x'],
      appeal_points: Array.from({ length: 16 }, (_, i) => i + 1),
      popular_keywords: 'x'.repeat(101),
      posted_time: '2026-02-30',
      remote_options: [9],
      sort: 'cheapest',
      salary_min: 9_000_000,
      salary_max: 1_000_000,
      unknown: 1,
    };
    const en = await search(body, 'en');
    expect(en.statusCode).toBe(422);
    const errors = en.json().errors;
    expect(errors).toMatchObject({
      page: ['Invalid value.'],
      appeal_points: ['You can select up to 15 items.'],
      popular_keywords: ['Must be 100 characters or less.'],
      posted_time: ['Enter a valid date.'],
      sort: ['Invalid value.'],
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['industries.0', 'remote_options.0', 'unknown']));
    const ja = (await search(body, 'ja')).json().errors;
    expect(ja).toMatchObject({
      appeal_points: ['選択できるのは15件までです。'],
      page: ['値が正しくありません。'],
    });
    const order = (await search({ salary_min: 9_000_000, salary_max: 1_000_000 })).json();
    expect(order.errors).toEqual({ salary_max: ['Invalid value.'] });
  });
});

describe('my-page and similar-to-applied', () => {
  it("lists the newest postings matching the applicant's preferences, never an excluded company's", async () => {
    const applicant = await signedInApplicant(ctx);
    const myPage = (payload?: object) => applicant.call('POST', '/api/v1/customer-job-postings/my-page', payload);
    expect((await myPage()).json().data.map((c: { id: number }) => c.id)).toEqual([
      s.react.id,
      s.backend.id,
      s.sales.id,
      s.data.id,
    ]);
    await ctx.deps.db
      .insertInto('applicant_preferences')
      .values({ applicant_id: applicant.id, prefecture_ids: [13], remote_from_overseas: true })
      .execute();
    expect((await myPage({ limit: 2 })).json().data.map((c: { id: number }) => c.id)).toEqual([
      s.react.id,
      s.backend.id,
    ]);
    expect((await myPage()).json().data.map((c: { id: number }) => c.id)).toEqual([
      s.react.id,
      s.backend.id,
      s.data.id,
    ]);
    await ctx.deps.db
      .insertInto('applicant_excluded_companies')
      .values({ applicant_id: applicant.id, company_name: ' acme cloud kk ' })
      .execute();
    expect((await myPage()).json().data.map((c: { id: number }) => c.id)).toEqual([s.data.id]);
    expect((await myPage({ limit: 21 })).statusCode).toBe(422);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/customer-job-postings/my-page',
      headers: { authorization: `Bearer ${searchToken}` },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('returns open postings similar to a posting: same role, shared skills, same places', async () => {
    const similar = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/customer-job-postings/similar-to-applied?${query}`,
        headers: { authorization: `Bearer ${searchToken}` },
      });
    const res = await similar(`job_posting_id=${s.backend.id}`);
    expect(res.statusCode).toBe(200);
    // The data posting shares Docker; the hidden ones (same role and skills) never appear.
    expect(res.json().data.map((c: { id: number }) => c.id)).toEqual([s.data.id]);
    const closed = s.hidden[2]?.id ?? 0;
    const fromClosed = (await similar(`job_posting_id=${closed}&limit=1`)).json().data;
    expect(fromClosed.map((c: { id: number }) => c.id)).toEqual([s.backend.id]);
    expect((await similar('job_posting_id=999999')).statusCode).toBe(404);
    expect((await similar('job_posting_id=x')).statusCode).toBe(422);
    expect((await similar('')).statusCode).toBe(422);
  });

  it('never offers an applicant a similar posting they already applied to or hid', async () => {
    const applicant = await signedInApplicant(ctx);
    const other = await signedInApplicant(ctx);
    const similarFor = async (who: typeof applicant) =>
      (await who.call('GET', `/api/v1/customer-job-postings/similar-to-applied?job_posting_id=${s.backend.id}`))
        .json()
        .data.map((c: { id: number }) => c.id);
    expect(await similarFor(applicant)).toEqual([s.data.id]);
    const approach = { applicant_id: applicant.id, job_posting_id: s.data.id, company_id: s.data.company_id };
    await ctx.deps.db
      .insertInto('approaches')
      .values({ ...approach, applied_at: new Date() })
      .execute();
    expect(await similarFor(applicant)).toEqual([]);
    await ctx.deps.db
      .updateTable('approaches')
      .set({ applied_at: null, hidden_at: new Date() })
      .where('applicant_id', '=', applicant.id)
      .execute();
    expect(await similarFor(applicant)).toEqual([]);
    // Another applicant, and a guest, still see it.
    expect(await similarFor(other)).toEqual([s.data.id]);
  });

  it('counts a view and re-scores the posting in one statement', async () => {
    const before = await ctx.deps.db
      .selectFrom('job_postings')
      .select(['view_count', 'popularity_score'])
      .where('id', '=', s.data.id)
      .executeTakeFirstOrThrow();
    await recordPostingViews(ctx.deps.db, new Map([[s.data.id, 1]]));
    const after = await ctx.deps.db
      .selectFrom('job_postings')
      .select(['view_count', 'popularity_score'])
      .where('id', '=', s.data.id)
      .executeTakeFirstOrThrow();
    expect(after.view_count).toBe(before.view_count + 1);
    const days = (s.data.published_at as Date).getTime() / 86_400_000;
    expect(after.popularity_score).toBeCloseTo(Math.log2(2 + before.view_count) + days / 14, 6);
  });
});
