import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { buildUser, loginAs, randomIp } from '../../../test/factories.ts';
import { linkIn } from '../../../test/smtp.ts';
import { TEST_APP_URL, useTestContext } from '../../../test/test-app.ts';

// The real hasher, watched: both sign-up paths must do its work (issue 16: timing told which addresses exist).
// The server's test files share loaded modules (isolate: false): this one loads the app afresh, so
// that the app's modules import the watched hasher rather than the one an earlier file loaded.
vi.hoisted(() => vi.resetModules());
vi.mock('../../platform/auth/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../platform/auth/passwords.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const ctx = useTestContext();

const PASSWORD = 'Tsubasa2026';
let seq = 0;
const freshAddress = () => {
  seq += 1;
  return `signup-${seq}-${Date.now()}@example.net`;
};

const signup = (payload: Record<string, unknown>, headers: Record<string, string> = {}, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/signup', payload, headers, remoteAddress: ip });
const verify = (token: string, headers: Record<string, string> = {}, ip = randomIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/signup/verify', payload: { token }, headers, remoteAddress: ip });

const body = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  terms_agreed: true,
  ...extra,
});

/** Signs up and answers the token of the verification link that arrives. */
async function signupToken(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await signup(body(email, extra));
  expect(res.statusCode).toBe(201);
  const mail = await ctx.smtp.waitFor(email);
  return new URL(linkIn(mail, `${TEST_APP_URL}/email-verification?token=`)).searchParams.get('token') ?? '';
}

const userRow = (email: string) =>
  ctx.deps.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('POST /api/v1/signup', () => {
  it('sends the verification mail in the chosen language', async () => {
    const email = freshAddress();
    const res = await signup(body(email, { locale: 'ja' }), { 'x-localization': 'ja' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      '確認メールを送信しました。メールに記載のリンクからアカウントを有効にしてください。',
    );
    const mail = await ctx.smtp.waitFor(email);
    expect(mail.subject).toBe('【Hashi】メールアドレスのご確認');
    expect(mail.text).toContain(`${TEST_APP_URL}/email-verification?token=`);
    const row = await userRow(email);
    expect(row).toMatchObject({ locale: 'ja', origin: 'self', email_verified_at: null, type: 1 });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers the same for a registered address and tells its owner', async () => {
    const owner = await buildUser(ctx, { locale: 'en' });
    const fresh = await signup(body(freshAddress()));
    const again = await signup(body(owner.email.toUpperCase()));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
    const mail = await ctx.smtp.waitFor(owner.email);
    expect(mail.subject).toBe('Someone tried to sign up to Hashi with your email address');
    expect(mail.text).toContain(`${TEST_APP_URL}/login`);
    const rows = await ctx.deps.db.selectFrom('users').select('id').where('email', '=', owner.email).execute();
    expect(rows).toHaveLength(1);
  });

  it('hashes the password for a registered address as for a new one, so that timing tells nothing', async () => {
    const verified = await buildUser(ctx);
    const unverified = await buildUser(ctx, { email_verified_at: null });
    for (const email of [verified.email, unverified.email, freshAddress()]) {
      vi.mocked(hashPassword).mockClear();
      expect((await signup(body(email))).statusCode).toBe(201);
      expect(hashPassword, email).toHaveBeenCalledTimes(1);
      expect(hashPassword).toHaveBeenCalledWith(PASSWORD);
    }
  });

  it('sends a new verification link to a registered address that is not verified yet', async () => {
    const email = freshAddress();
    const first = await signupToken(email);
    const before = ctx.smtp.received.length;
    expect((await signup(body(email))).statusCode).toBe(201);
    const mail = await ctx.smtp.waitFor(email, (m) => ctx.smtp.received.indexOf(m) >= before);
    const second = new URL(linkIn(mail, `${TEST_APP_URL}/email-verification?token=`)).searchParams.get('token');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(422);
    expect((await verify(second ?? '')).statusCode).toBe(200);
  });

  it('stores the attribution of the sign-up', async () => {
    const email = freshAddress();
    const columns = {
      access_route: 'Google (organic search)',
      first_access_url: 'https://hashi.test/lp-en?utm_source=google',
      last_access_url: 'https://hashi.test/sign-up',
    };
    // The rest of the attribution is kept together as JSON.
    const tracking = {
      referer: 'https://www.google.com/',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'autumn',
      utm_term: 'engineer',
      utm_content: 'banner-a',
      source: 'lp-en',
    };
    expect((await signup(body(email, { ...columns, ...tracking }))).statusCode).toBe(201);
    const row = await userRow(email);
    expect(row).toMatchObject(columns);
    expect(row.attribution).toEqual(tracking);
  });

  it('uses an invitation once', async () => {
    const inviter = await buildUser(ctx);
    const token = `invite-${Date.now()}`;
    await ctx.deps.db.insertInto('invitations').values({ token, inviter_user_id: inviter.id }).execute();
    const email = freshAddress();
    expect((await signup(body(email, { invitation_token: token }))).statusCode).toBe(201);
    const row = await userRow(email);
    expect(row.invited_by_user_id).toBe(inviter.id);
    const invitation = await ctx.deps.db
      .selectFrom('invitations')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(invitation.used_by_user_id).toBe(row.id);

    const reused = await signup(body(freshAddress(), { invitation_token: token }));
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({
      code: 'invitation_used',
      message: 'This URL has been already used. Please request your inviter to send another URL',
      errors: { email: ['This URL has been already used. Please request your inviter to send another URL'] },
    });
    const ja = await signup(body(freshAddress(), { invitation_token: token }), { 'x-localization': 'ja' });
    expect(ja.json().message).toBe('このURLはすでに使用されています。招待者に新しいURLの送付をご依頼ください');
  });

  it('refuses an invitation row that was marked used', async () => {
    const token = `used-${Date.now()}`;
    await ctx.deps.db.insertInto('invitations').values({ token, used_at: new Date() }).execute();
    const res = await signup(body(freshAddress(), { invitation_token: token }));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('invitation_used');
  });

  it('checks the password with the spec messages, in English and Japanese', async () => {
    const cases: Array<[string, string, string]> = [
      ['Ab1', 'Must be at least 8 characters.', '8文字以上で入力してください。'],
      ['onlyletters', 'Must contain alphabet and numeric characters.', '英字と数字の両方を含めてください。'],
      ['12345678', 'Must contain alphabet and numeric characters.', '英字と数字の両方を含めてください。'],
      [
        'Password123',
        'This password is too common. Please choose a less predictable one.',
        '推測されやすいパスワードです。別のパスワードを設定してください。',
      ],
      ['', 'Required.', '必須項目です。'],
    ];
    for (const [password, en, ja] of cases) {
      const resEn = await signup(body(freshAddress(), { password }));
      expect(resEn.statusCode).toBe(422);
      expect(resEn.json().errors.password[0]).toBe(en);
      const resJa = await signup(body(freshAddress(), { password }), { 'x-localization': 'ja' });
      expect(resJa.json().errors.password[0]).toBe(ja);
    }
  });

  it('requires the terms agreement and a valid address', async () => {
    const res = await signup({ email: 'not-an-address', password: PASSWORD, terms_agreed: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['Must be a valid email address.'],
      terms_agreed: ['Please agree to the terms of use and the privacy policy.'],
    });
    const ja = await signup({ email: freshAddress(), password: PASSWORD }, { 'x-localization': 'ja' });
    expect(ja.json().errors).toEqual({ terms_agreed: ['利用規約とプライバシーポリシーに同意してください。'] });
  });

  it('answers 422, never 500, for unknown fields and wrong types', async () => {
    const unknown = await signup(body(freshAddress(), { is_admin: true, type: 3 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      is_admin: ['This field is not allowed.'],
      type: ['This field is not allowed.'],
    });
    const wrongType = await signup({ email: 42, password: ['x'], terms_agreed: 'yes' });
    expect(wrongType.statusCode).toBe(422);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: randomIp(),
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('limits sign-ups per IP and per address with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await signup(body(freshAddress()), {}, '192.0.2.71')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);

    const email = freshAddress();
    const perAddress: number[] = [];
    for (let i = 0; i < 6; i++) perAddress.push((await signup(body(email))).statusCode);
    expect(perAddress).toEqual([201, 201, 201, 201, 201, 429]);
    const res = await signup(body(email));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/v1/signup/verify', () => {
  it('verifies once, then the account can log in', async () => {
    const email = freshAddress();
    const first = await signupToken(email);
    // Logging in before verifying mails a new link, and only the newest one works.
    const before = ctx.smtp.received.length;
    await expect(loginAs(ctx, { email, password: PASSWORD })).rejects.toThrow(/account_not_verified/);
    const mail = await ctx.smtp.waitFor(email, (m) => ctx.smtp.received.indexOf(m) >= before);
    const token = new URL(linkIn(mail, `${TEST_APP_URL}/email-verification?token=`)).searchParams.get('token') ?? '';
    expect((await verify(first)).statusCode).toBe(422);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your email address is verified. You can log in now.');
    expect((await userRow(email)).email_verified_at).not.toBeNull();
    await expect(loginAs(ctx, { email, password: PASSWORD })).resolves.toBeDefined();

    expect(res.json().already_verified).toBe(false);
  });

  it('says a used link of a verified account is already verified, in both languages', async () => {
    const email = freshAddress();
    const token = await signupToken(email);
    expect((await verify(token)).statusCode).toBe(200);

    // The link is a secret only its holder has, so saying "already verified" leaks nothing.
    const again = await verify(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: 'Your email address is already verified. You can log in.',
      already_verified: true,
    });
    const ja = await verify(token, { 'x-localization': 'ja' });
    expect(ja.json().message).toBe('メールアドレスは確認済みです。ログインしてください。');
    // Still verified once: the second click changes nothing.
    expect((await userRow(email)).email_verified_at).not.toBeNull();
  });

  it('still refuses a superseded link of an account not yet verified', async () => {
    const email = freshAddress();
    const first = await signupToken(email);
    await expect(loginAs(ctx, { email, password: PASSWORD })).rejects.toThrow(/account_not_verified/);
    const res = await verify(first, { 'x-localization': 'ja' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'verification_link_invalid',
      message: 'URLが無効か、有効期限が切れています。',
    });
  });

  it('expires the link after 24 hours', async () => {
    const email = freshAddress();
    const token = await signupToken(email);
    ctx.advance(24 * 3_600_000 + 1000);
    const res = await verify(token);
    ctx.advance(-(24 * 3_600_000 + 1000));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('The URL is invalid or expired.');
    expect((await userRow(email)).email_verified_at).toBeNull();
  });

  it('rejects an unknown or empty token', async () => {
    expect((await verify('not-a-real-token')).statusCode).toBe(422);
    const empty = await verify('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ token: ['Required.'] });
  });

  it('limits attempts per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await verify(`guess-${i}`, {}, '192.0.2.72')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
