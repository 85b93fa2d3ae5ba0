import { jobSearchRequestSchema } from '@hashi/shared/job-search.schema';
import { describe, expect, it } from 'vitest';
import {
  countFilters,
  emptyConditions,
  hasConditions,
  parseSearchParams,
  postedSince,
  type SearchState,
  toSearchFilters,
  toSearchParams,
  toSearchRequest,
  Tri,
} from './search-state.ts';

const NOW = new Date('2026-11-22T03:00:00Z'); // 12:00 in Tokyo

describe('the search in the URL', () => {
  it('reads every filter from the query string and writes the same query string back', () => {
    const query =
      'popular_keywords=React+%E6%9D%B1%E4%BA%AC&japan_prefecture_id=13%2C27&job_position_id=11&appeal_points=23' +
      '&employment_type_id=1&industries=1%2C2&featured_it_skills=201&it_skills=101%2C102&visa_sponsorship=1%2C3' +
      '&remote_options=3%2C4&language_id=12&language_score_level_id=7&jlpt_score_level_id=2' +
      '&minimum_preferred_annual_income=8000000&posted_weeks=2&foreigner_percent_id=3&english_usage_percent_id=2' +
      '&required_english=true&required_japanese=false&overseas_application_allowed=true' +
      '&sort=newest&page=3';
    const state = parseSearchParams(new URLSearchParams(query));
    expect(state.conditions).toMatchObject({
      popular_keywords: 'React 東京',
      japan_prefecture_id: [13, 27],
      it_skills: [101, 102],
      visa_sponsorship: [1, 3],
      minimum_preferred_annual_income: 8_000_000,
      posted_weeks: 2,
      required_english: Tri.Yes,
      required_japanese: Tri.No,
    });
    expect(state).toMatchObject({ sort: 'newest', page: 3 });
    expect(toSearchParams(state).toString()).toBe(query);
    expect(countFilters(state.conditions)).toBe(19);
  });

  it('leaves out empty values and the defaults (popular, page 1)', () => {
    const state = {
      conditions: { ...emptyConditions(), popular_keywords: '  ', industries: [1] },
      sort: 'popular',
      page: 1,
    } satisfies SearchState;
    expect(toSearchParams(state).toString()).toBe('industries=1');
    expect(toSearchParams({ conditions: emptyConditions(), sort: 'popular', page: 1 }).toString()).toBe('');
  });

  it('drops what the screen could not show: unknown codes, bad numbers, duplicates, other keys', () => {
    const state = parseSearchParams(
      new URLSearchParams(
        'japan_prefecture_id=13,abc,13,-1&visa_sponsorship=1,9&remote_options=5&posted_weeks=9&page=0&sort=cheapest&required_english=maybe&foo=bar',
      ),
    );
    expect(state.conditions.japan_prefecture_id).toEqual([13]);
    expect(state.conditions.visa_sponsorship).toEqual([1]);
    expect(state.conditions.remote_options).toEqual([]);
    expect(state.conditions.posted_weeks).toBeNull();
    expect(state.conditions.required_english).toBeNull();
    expect(state).toMatchObject({ sort: 'popular', page: 1 });
  });
});

describe("one company's postings (company_id, issue 12)", () => {
  it('reads and writes company_id, sends it, and keeps it out of the filters and of a saved search', () => {
    const state = parseSearchParams(new URLSearchParams('company_id=42&popular_keywords=Go&sort=newest'));
    expect(state.conditions.company_id).toBe(42);
    expect(toSearchParams(state).toString()).toBe('popular_keywords=Go&company_id=42&sort=newest');
    expect(toSearchRequest(state, NOW)).toEqual({ popular_keywords: 'Go', company_id: 42, sort: 'newest', page: 1 });
    expect(jobSearchRequestSchema.safeParse(toSearchRequest(state, NOW)).success).toBe(true);
    expect(toSearchFilters(state.conditions, NOW)).toEqual({ popular_keywords: 'Go' });
    // Not one of the panel's filters ("Filters (n)"), but a condition of the search.
    expect(countFilters(state.conditions)).toBe(0);
    const companyOnly = parseSearchParams(new URLSearchParams('company_id=42')).conditions;
    expect(hasConditions(companyOnly)).toBe(true);
    expect(hasConditions(emptyConditions())).toBe(false);
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648', '99999999999', '', '4,2'])('drops company_id=%s', (raw) => {
    const state = parseSearchParams(new URLSearchParams({ company_id: raw }));
    expect(state.conditions.company_id).toBeNull();
    expect(toSearchParams(state).toString()).toBe('');
    expect(toSearchRequest(state, NOW)).toEqual({ sort: 'popular', page: 1 });
  });

  it('takes the largest int4 id', () => {
    expect(parseSearchParams(new URLSearchParams('company_id=2147483647')).conditions.company_id).toBe(2_147_483_647);
  });
});

describe('the request', () => {
  it('holds only the values given: no blank keyword, empty list or null (spec §3)', () => {
    const conditions = {
      ...emptyConditions(),
      popular_keywords: ' Go ',
      industries: [2],
      required_japanese: Tri.No,
      jlpt_score_level_id: 3,
    };
    expect(toSearchRequest({ conditions, sort: 'popular', page: 2 }, NOW)).toEqual({
      popular_keywords: 'Go',
      industries: [2],
      jlpt_score_level_id: 3,
      required_japanese: false,
      sort: 'popular',
      page: 2,
    });
    expect(toSearchRequest({ conditions: emptyConditions(), sort: 'newest', page: 1 }, NOW)).toEqual({
      sort: 'newest',
      page: 1,
    });
  });

  it('sends "posted within N weeks" as the date N weeks ago in Japan', () => {
    expect(postedSince(1, NOW)).toBe('2026-11-15');
    expect(postedSince(4, new Date('2026-11-22T16:00:00Z'))).toBe('2026-10-26'); // already the 23rd in Tokyo
    const filters = toSearchFilters({ ...emptyConditions(), posted_weeks: 2 }, NOW);
    expect(filters).toEqual({ posted_time: '2026-11-08' });
  });

  it('reads an older link into the one remote group: remote_work becomes work styles, "not from overseas" goes', () => {
    const onSite = parseSearchParams(new URLSearchParams('remote_work=false&overseas_application_allowed=false'));
    expect(toSearchParams(onSite).toString()).toBe('remote_options=1');
    const remote = parseSearchParams(new URLSearchParams('remote_work=true'));
    expect(toSearchParams(remote).toString()).toBe('remote_options=2%2C3%2C4');
    // Both given: the chosen styles that are remote.
    const both = parseSearchParams(new URLSearchParams('remote_work=true&remote_options=1,3'));
    expect(toSearchParams(both).toString()).toBe('remote_options=3');
  });

  it('is accepted by the shared request schema', () => {
    const state = parseSearchParams(
      new URLSearchParams('japan_prefecture_id=13&posted_weeks=3&remote_work=false&visa_sponsorship=1,3&page=2'),
    );
    expect(jobSearchRequestSchema.safeParse(toSearchRequest(state, NOW)).success).toBe(true);
  });
});
