import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { buildUser, randomIp } from '../../../test/factories.ts';
import { TEST_APP_URL, useTestContext } from '../../../test/test-app.ts';

/** GET /api/v1/referral: the applicant's invitation link, one sign-up per link (spec §2, §8, §9). */

const ctx = useTestContext();
const signup = (email: string, token: string, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email, password: 'Tsubasa2026', terms_agreed: true, invitation_token: token },
    headers: { 'x-localization': lang },
    remoteAddress: randomIp(),
  });

describe('GET /api/v1/referral', () => {
  it('gives a personal link that works for one sign-up, then a new one', async () => {
    const me = await signedInApplicant(ctx);
    const first = (await me.call('GET', '/api/v1/referral')).json().data;
    expect(first.invitation_url).toBe(`${TEST_APP_URL}/sign-up?invitation_token=${first.invitation_token}`);
    expect(first.invited_count).toBe(0);
    expect((await me.call('GET', '/api/v1/referral')).json().data.invitation_token).toBe(first.invitation_token);

    const friendEmail = `friend-${Date.now()}@example.net`;
    expect((await signup(friendEmail, first.invitation_token)).statusCode).toBe(201);
    const friend = await ctx.deps.db
      .selectFrom('users')
      .select('invited_by_user_id')
      .where('email', '=', friendEmail)
      .executeTakeFirstOrThrow();
    expect(friend.invited_by_user_id).toBe(me.id);

    const used = await signup(`other-${Date.now()}@example.net`, first.invitation_token);
    expect(used.statusCode).toBe(422);
    expect(used.json().errors.email).toEqual([
      'This URL has been already used. Please request your inviter to send another URL',
    ]);
    const next = (await me.call('GET', '/api/v1/referral')).json().data;
    expect(next.invitation_token).not.toBe(first.invitation_token);
    expect(next.invited_count).toBe(1);
  });

  it('does not use a link for an address that already has an account', async () => {
    const me = await signedInApplicant(ctx);
    const existing = await buildUser(ctx, { password: null });
    const { invitation_token } = (await me.call('GET', '/api/v1/referral')).json().data;
    expect((await signup(existing.email, invitation_token)).statusCode).toBe(201);
    const after = (await me.call('GET', '/api/v1/referral')).json().data;
    expect(after).toMatchObject({ invitation_token, invited_count: 0 });
  });

  it('shows the running referral campaign in the reader’s language, or none', async () => {
    const me = await signedInApplicant(ctx);
    const data = (await me.call('GET', '/api/v1/referral', undefined, 'ja')).json().data;
    const running = (await me.call('GET', '/api/v1/campaigns/current', undefined, 'ja')).json().data;
    const referral = running.find((c: { kind: string }) => c.kind === 'referral') ?? null;
    expect(data.campaign).toEqual(referral);
    if (referral) expect(referral.name).toMatch(/お友達紹介/);
  });
});
