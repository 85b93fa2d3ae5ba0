import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { clearReferenceCache } from '../../i18n/language.ts';
import { appToken, mockApi } from '../../features/auth/test/mock-api.ts';
import { getMasterList, masterCacheKey } from './master-list.ts';

const tokyo = { id: 13, name: 'Tokyo', region_id: 3 };
const tokyoJa = { id: 13, name: '東京都', region_id: 3 };

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function api() {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v2/masters/japan-prefectures': (call) => ({
      body: { data: [call.headers.get('X-Localization') === 'ja' ? tokyoJa : tokyo] },
    }),
    'GET /api/v1/jlpt-score-levels': { body: { data: [{ id: 1, name: 'N1' }] } },
  });
}

describe('reference lists (spec §3: cached in session storage, cleared on language change)', () => {
  it('asks the server once per tab and language, then reads session storage', async () => {
    const server = api();
    expect(await getMasterList('japan-prefectures')).toEqual([tokyo]);
    expect(await getMasterList('japan-prefectures')).toEqual([tokyo]);
    expect(server.callsTo('GET', '/api/v2/masters/japan-prefectures')).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem(masterCacheKey('japan-prefectures', 'en')) ?? '[]')).toEqual([tokyo]);

    await i18next.changeLanguage('ja');
    expect(await getMasterList('japan-prefectures')).toEqual([tokyoJa]);
    expect(server.callsTo('GET', '/api/v2/masters/japan-prefectures')).toHaveLength(2);
  });

  it('fetches again after the language switch cleared the cache', async () => {
    const server = api();
    await getMasterList('japan-prefectures');
    clearReferenceCache();
    expect(sessionStorage.length).toBe(0);
    await getMasterList('japan-prefectures');
    expect(server.callsTo('GET', '/api/v2/masters/japan-prefectures')).toHaveLength(2);
  });

  it('keeps a filtered list apart and sends the filter; v1 lists use their v1 path', async () => {
    const server = api();
    await getMasterList('japan-prefectures', { region_id: 3 });
    expect(server.calls.find((c) => c.path.startsWith('/api/v2/masters/japan-prefectures'))?.path).toBe(
      '/api/v2/masters/japan-prefectures?region_id=3',
    );
    expect(masterCacheKey('japan-prefectures', 'en', { region_id: 3 })).not.toBe(
      masterCacheKey('japan-prefectures', 'en'),
    );
    expect(await getMasterList('jlpt-score-levels')).toEqual([{ id: 1, name: 'N1' }]);
  });

  it('still works when session storage refuses to store', async () => {
    api();
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      expect(await getMasterList('japan-prefectures')).toEqual([tokyo]);
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
