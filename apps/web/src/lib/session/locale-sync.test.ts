import { describe, expect, it } from 'vitest';
import { saveLocaleToServer } from './locale-sync.ts';
import { logIn, mockApi } from '../../features/auth/test/mock-api.ts';

describe('saveLocaleToServer', () => {
  it('stores the language on the account when logged in', async () => {
    logIn();
    const api = mockApi({ 'PUT /api/v1/applicants/set-locale': { body: { locale: 'ja' } } });
    await saveLocaleToServer('ja');
    expect(api.callsTo('PUT', '/api/v1/applicants/set-locale')[0]?.body).toEqual({ locale: 'ja' });
  });

  it('does nothing for a guest', async () => {
    const api = mockApi({});
    await saveLocaleToServer('ja');
    expect(api.calls).toHaveLength(0);
  });
});
