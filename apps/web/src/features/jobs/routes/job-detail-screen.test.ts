import { describe, expect, it } from 'vitest';
import { backTarget } from './job-detail-screen.tsx';

describe('backTarget (where "Back to search" goes)', () => {
  it('returns to the search the router says the reader came from, query kept', () => {
    expect(backTarget({ from: '/search?popular_keywords=Go' }, '/search', '/lp-en')).toBe(
      '/search?popular_keywords=Go',
    );
  });

  it('without the router state (a result opened before the app was live), returns to the search page the browser came from', () => {
    expect(backTarget(null, '/search', '/search?popular_keywords=Engineer&page=2')).toBe(
      '/search?popular_keywords=Engineer&page=2',
    );
  });

  it('opens a fresh search when the browser came from elsewhere, from another site (never a path of this one) or from nowhere', () => {
    expect(backTarget(null, '/search', '/lp-en')).toBe('/search');
    expect(backTarget(null, '/search', '//example.com/search?popular_keywords=x')).toBe('/search');
    expect(backTarget(null, '/jobs', '')).toBe('/jobs');
    expect(backTarget({ from: 'https://example.com/' }, '/jobs', '')).toBe('/jobs');
    expect(backTarget({ from: '//example.com/jobs' }, '/jobs', '')).toBe('/jobs');
  });
});
