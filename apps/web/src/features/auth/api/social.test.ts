import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appToken, mockApi } from '../test/mock-api.ts';
import { socialProvidersQueryOptions } from './social.ts';

const providers = (data: unknown) => {
  mockApi({ 'POST /oauth/token': appToken(), 'GET /api/v1/login/providers': { body: { data } } });
  return new QueryClient().fetchQuery(socialProvidersQueryOptions());
};

describe('the social provider list (read by hand, ADR 0041)', () => {
  it('keeps the providers this app knows, in the order the server gives', async () => {
    await expect(providers(['github', 'google'])).resolves.toEqual(['github', 'google']);
  });

  it('drops names it does not know, and reads anything but a list as none', async () => {
    await expect(providers(['myspace', 'facebook', 42])).resolves.toEqual(['facebook']);
    await expect(providers('google')).resolves.toEqual([]);
  });
});
