import { describe, expect, it } from 'vitest';
import { buildUser, loginAs, randomIp } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp.ts';
import { TEST_APP_URL, useTestContext } from '../../../test/test-app.ts';
import { expectSessionEnded } from '../../../test/session-checks.ts';
import { expectFieldErrors, type FieldErrorCase } from '../../../test/field-errors.ts';

const ctx = useTestContext();

const NEW_PASSWORD = 'Harbour7Lights';

const forgot = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload, headers, remoteAddress: ip });

const reset = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload, headers, remoteAddress: ip });

const resetBody = (token: string, password = NEW_PASSWORD) => ({
  token,
  password,
  password_confirmation: password,
});

/** Asks for a reset link and answers the token in the mail that arrives. */
async function requestResetToken(email: string): Promise<string> {
  const before = ctx.smtp.received.length;
  const res = await forgot({ email });
  expect(res.statusCode).toBe(200);
  const mail = await ctx.smtp.waitFor(email, (m) => ctx.smtp.received.indexOf(m) >= before);
  return new URL(linkIn(mail, `${TEST_APP_URL}/reset-password?token=`)).searchParams.get('token') ?? '';
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe('POST /api/v1/forgot-password', () => {
  it('mails a reset link in the user language and answers the same as for an unknown address', async () => {
    const user = await buildUser(ctx, { locale: 'ja' });
    const known = await forgot({ email: user.email.toUpperCase() });
    const unknown = await forgot({ email: 'nobody-here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(
      'If an account exists for this email address, we have sent a link to reset your password. Please check your inbox.',
    );
    const mail = await ctx.smtp.waitFor(user.email);
    expect(mail.subject).toBe('【Hashi】パスワード再設定のご案内');
    expect(mail.text).toContain('有効期限は1時間');
    expect(linkIn(mail, `${TEST_APP_URL}/reset-password?token=`)).toMatch(/token=[\w-]{43}$/);
    await settle();
    expect(ctx.smtp.received.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('answers in Japanese when asked', async () => {
    const res = await forgot({ email: 'someone@example.com' }, { 'x-localization': 'ja' });
    expect(res.json().message).toContain('パスワード再設定用のリンクをお送りしました');
  });

  it('sends nothing to company accounts, which sign in elsewhere', async () => {
    const company = await buildUser(ctx, { type: 2 });
    expect((await forgot({ email: company.email })).statusCode).toBe(200);
    await settle();
    expect(ctx.smtp.received.some((m) => m.to.includes(company.email))).toBe(false);
  });

  it('validates the address in the request language', async () => {
    const missing = await forgot({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['Required.'] });
    const bad = await forgot({ email: 'not-an-address' }, { 'x-localization': 'ja' });
    expect(bad.json().errors).toEqual({ email: ['有効なメールアドレスを入力してください。'] });
    const extra = await forgot({ email: 'a@example.com', admin: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ admin: ['This field is not allowed.'] });
  });

  it('limits requests per address, known or not, with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot({ email: 'limited@example.com' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await forgot({ email: 'limited@example.com' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toBe('Too many requests.');
  });

  it('limits requests per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await forgot({ email: `ip-limit-${i}@example.com` }, {}, '192.0.2.44')).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('POST /api/v1/reset-password', () => {
  it('sets the new password, verifies the address and ends every session', async () => {
    const user = await buildUser(ctx);
    const tokens = await loginAs(ctx, user);
    await loginAs(ctx, user);
    // An address that was never verified counts as verified once the reset link is opened.
    await ctx.deps.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();

    const token = await requestResetToken(user.email);
    const res = await reset(resetBody(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your password has been reset. Please log in with your new password.');

    const row = await ctx.deps.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
    expect(row.password_set_at).not.toBeNull();
    const sessions = await ctx.deps.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions.map((s) => s.revoked_reason)).toEqual(['password_reset', 'password_reset']);

    await expectSessionEnded(ctx, tokens);
    await expect(loginAs(ctx, user)).rejects.toThrow(/422/);
    await expect(loginAs(ctx, { email: user.email, password: NEW_PASSWORD })).resolves.toMatchObject({
      user: { id: user.id },
    });
  });

  it('works once: a used link answers reset_link_invalid in the request language', async () => {
    const user = await buildUser(ctx);
    const token = await requestResetToken(user.email);
    expect((await reset(resetBody(token))).statusCode).toBe(200);
    const again = await reset(resetBody(token, 'Another9Word'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'reset_link_invalid',
      message: 'This password reset link is invalid or expired. Please request a new one.',
    });
    const ja = await reset(resetBody(token, 'Another9Word'), { 'x-localization': 'ja' });
    expect(ja.json().message).toBe(
      'パスワード再設定用のリンクが無効か、有効期限が切れています。もう一度お手続きください。',
    );
  });

  it('expires after one hour', async () => {
    const user = await buildUser(ctx);
    const token = await requestResetToken(user.email);
    ctx.advance(3_601_000);
    const res = await reset(resetBody(token));
    ctx.advance(-3_601_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('reset_link_invalid');
  });

  it('accepts only the newest link', async () => {
    const user = await buildUser(ctx);
    const first = await requestResetToken(user.email);
    const second = await requestResetToken(user.email);
    expect(first).not.toBe(second);
    expect((await reset(resetBody(first))).json().code).toBe('reset_link_invalid');
    expect((await reset(resetBody(second))).statusCode).toBe(200);
  });

  it('rejects an unknown token', async () => {
    const res = await reset(resetBody('made-up-token'));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('reset_link_invalid');
  });

  it('checks the new password with the spec messages, in English and Japanese', async () => {
    const cases: FieldErrorCase[] = [
      [
        { token: 't', password: 'abc1', password_confirmation: 'abc1' },
        { password: ['Must be at least 8 characters.'] },
        { password: ['8文字以上で入力してください。'] },
      ],
      [
        { token: 't', password: 'abcdefghij', password_confirmation: 'abcdefghij' },
        { password: ['Must contain alphabet and numeric characters.'] },
        { password: ['英字と数字の両方を含めてください。'] },
      ],
      [
        { token: 't', password: 'Abcdefghij1234567890x', password_confirmation: 'Abcdefghij1234567890x' },
        { password: ['Can only have up to 20 characters.'] },
        { password: ['20文字以内で入力してください。'] },
      ],
      [
        { token: 't', password: NEW_PASSWORD, password_confirmation: 'Different1' },
        { password_confirmation: ["Passwords doesn't match."] },
        { password_confirmation: ['パスワードが一致しません。'] },
      ],
      [
        { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { token: ['Required.'] },
        { token: ['必須項目です。'] },
      ],
    ];
    await expectFieldErrors((body, lang) => reset(body, lang === 'ja' ? { 'x-localization': 'ja' } : {}), cases);
  });

  it('limits attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await reset(resetBody(`guess-${i}`), {}, '192.0.2.45')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
