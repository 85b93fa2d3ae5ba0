import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { signedInAdmin } from '../../../test/company-factories.ts';
import { appToken, bearer } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();
const path = '/api/v1/applicants/channel';

describe('how the applicant heard of Hashi (asked once)', () => {
  it('stores the answer with the account, once; a second answer is refused and changes nothing', async () => {
    const applicant = await signedInApplicant(ctx);
    expect((await applicant.call('GET', path)).json()).toEqual({ data: { answered: false, channel_id: null } });
    const first = await applicant.call('PUT', path, { channel_id: 2 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { answered: true, channel_id: 2 } });
    const again = await applicant.call('PUT', path, { channel_id: 5 }, 'ja');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Hashiを知ったきっかけは、すでにご回答いただいています。');
    expect((await applicant.call('GET', path)).json()).toEqual({ data: { answered: true, channel_id: 2 } });
    const user = await ctx.deps.db
      .selectFrom('users')
      .select(['channel_id', 'channel_answered_at'])
      .where('id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    expect(user.channel_id).toBe(2);
    expect(user.channel_answered_at).not.toBeNull();
  });

  it('counts passing over the question (null) as asked', async () => {
    const applicant = await signedInApplicant(ctx);
    expect((await applicant.call('PUT', path, { channel_id: null })).statusCode).toBe(200);
    expect((await applicant.call('GET', path)).json()).toEqual({ data: { answered: true, channel_id: null } });
    expect((await applicant.call('PUT', path, { channel_id: 1 })).statusCode).toBe(409);
  });

  it('refuses an unknown channel or a malformed body with a field message, storing nothing', async () => {
    const applicant = await signedInApplicant(ctx);
    const unknown = await applicant.call('PUT', path, { channel_id: 999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.channel_id).toEqual(['Please choose one of the listed options.']);
    for (const body of [{}, { channel_id: 'x' }, { channel_id: 2147483648 }, { channel_id: 1, other: 1 }]) {
      expect((await applicant.call('PUT', path, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await applicant.call('GET', path)).json().data.answered).toBe(false);
  });

  it('is for applicants only', async () => {
    const guest = await appToken(ctx);
    for (const method of ['GET', 'PUT'] as const) {
      const anonymous = await ctx.app.inject({ method, url: path, payload: { channel_id: 1 } });
      expect(anonymous.statusCode).toBe(401);
      const asGuest = await ctx.app.inject({ method, url: path, payload: { channel_id: 1 }, headers: bearer(guest) });
      expect(asGuest.statusCode).toBe(401);
      const admin = await signedInAdmin(ctx);
      expect((await admin.call(method, path, { channel_id: 1 })).statusCode).toBe(403);
    }
  });
});
