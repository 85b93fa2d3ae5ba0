import { describe, expect, it } from 'vitest';
import { SEARCH_PATTERNS } from '../../../../features/job-search/search-document.ts';
import { normalizeSearchText } from '../../../../features/masters/search-text.ts';
import { SEARCH_PATTERNS_0011 } from './search-patterns-0011.ts';
import { normalizeSearchText0006 } from './search-text-0006.ts';

// The live functions must keep agreeing with what the migrations stored until a new migration
// recomputes the stored data; when this fails, write that migration (the frozen copies stay as they are).
describe('frozen copies used by migrations', () => {
  it('search patterns of migration 0011 equal the live ones', () => {
    expect(SEARCH_PATTERNS).toEqual(SEARCH_PATTERNS_0011);
  });

  it('search_text normalization of migration 0006 equals the live one', () => {
    for (const text of ['  Ａｍａｚｏｎ  Web\tServices ', 'ｱｲﾃｨｰ パスポート（ITパスポート）', 'C++ / C#', '']) {
      expect(normalizeSearchText(text)).toBe(normalizeSearchText0006(text));
    }
  });
});
