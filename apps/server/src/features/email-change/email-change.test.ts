import { describe, expect, it } from 'vitest';
import { bearer, buildUser, DEFAULT_PASSWORD, loginAs, randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { startSession } from '../auth/session.service.ts';
import { insertUser } from '../users/users.repository.ts';
import { isUniqueViolation } from './email-change.repository.ts';

const ctx = useTestContext();

let seq = 0;
const freshAddress = () => {
  seq += 1;
  return `new-${seq}-${Date.now()}@example.org`;
};

const post = (url: string, token: string | undefined, payload: Record<string, unknown>, lang = 'en', ip = randomIp()) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), 'x-localization': lang },
    remoteAddress: ip,
  });
const requestChange = (token: string | undefined, payload: Record<string, unknown>, lang = 'en', ip = randomIp()) =>
  post('/api/v1/user/change-email', token, payload, lang, ip);
const confirmChange = (token: string | undefined, payload: Record<string, unknown>, lang = 'en') =>
  post('/api/v1/user/change-email/confirm', token, payload, lang);

/** Asks for a code for `newEmail` and answers the code from the mail that arrives there. */
async function codeFor(token: string, newEmail: string): Promise<string> {
  const before = ctx.smtp.received.length;
  const res = await requestChange(token, { new_email: newEmail, current_password: DEFAULT_PASSWORD });
  expect(res.statusCode).toBe(200);
  const mail = await ctx.smtp.waitFor(newEmail, (m) => ctx.smtp.received.indexOf(m) >= before);
  const code = mail.text.match(/^\d{6}$/m)?.[0];
  if (!code) throw new Error(`no code in "${mail.text}"`);
  return code;
}

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(ctx, overrides);
  const tokens = await loginAs(ctx, user);
  return { user, token: tokens.access_token, refreshToken: tokens.refresh_token };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/v1/user/change-email', () => {
  it('sends a six-digit code to the new address in the user language', async () => {
    const { user, token } = await signedIn({ locale: 'ja' });
    const newEmail = freshAddress();
    const res = await requestChange(token, { new_email: newEmail, current_password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('We have sent a 6-digit code to your new email address.');
    const mail = await ctx.smtp.waitFor(newEmail);
    expect(mail.subject).toBe('【Hashi】メールアドレス変更の確認コード');
    expect(mail.text).toMatch(/^\d{6}$/m);
    expect(mail.text).toContain('有効期限は30分');
    const row = await ctx.deps.db
      .selectFrom('user_tokens')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('change_email');
    expect(row.payload).toEqual({ new_email: newEmail });
    // Only a keyed hash is stored, never the code.
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(mail.text.match(/^\d{6}$/m)?.[0]);
  });

  it('answers "This password is incorrect" and the same-address rule, in English and Japanese', async () => {
    const { user, token } = await signedIn();
    const wrong = await requestChange(token, { new_email: freshAddress(), current_password: 'NotMine123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['This password is incorrect'] });
    const same = await requestChange(token, {
      new_email: user.email.toUpperCase(),
      current_password: DEFAULT_PASSWORD,
    });
    expect(same.json().errors).toEqual({ new_email: ['New email cannot be your existing email address'] });
    const both = await requestChange(token, { new_email: user.email, current_password: 'NotMine123' }, 'ja');
    expect(both.json().errors).toEqual({
      new_email: ['現在のメールアドレスとは異なるメールアドレスを入力してください'],
      current_password: ['パスワードが正しくありません'],
    });
  });

  it('validates the body', async () => {
    const { token } = await signedIn();
    const empty = await requestChange(token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ new_email: ['Required.'], current_password: ['Required.'] });
    const bad = await requestChange(token, { new_email: 'nope', current_password: 'x' }, 'ja');
    expect(bad.json().errors).toEqual({ new_email: ['有効なメールアドレスを入力してください。'] });
    const extra = await requestChange(token, { new_email: freshAddress(), current_password: 'x', email: 'a@b.co' });
    expect(extra.json().errors).toEqual({ email: ['This field is not allowed.'] });
  });

  it('still sends a code to an address another account uses, so nothing is revealed', async () => {
    const other = await buildUser(ctx);
    const { token } = await signedIn();
    const res = await requestChange(token, { new_email: other.email, current_password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await ctx.smtp.waitFor(other.email)).text).toMatch(/^\d{6}$/m);
  });

  it('limits codes per account with Retry-After', async () => {
    const { token } = await signedIn();
    for (let i = 0; i < 5; i++) await codeFor(token, freshAddress());
    const res = await requestChange(token, { new_email: freshAddress(), current_password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits codes per IP and per new address', async () => {
    const ip = '192.0.2.61';
    const statuses: number[] = [];
    for (let a = 0; a < 5; a++) {
      const { token } = await signedIn();
      for (let i = 0; i < (a < 4 ? 5 : 1); i++) {
        const body = { new_email: freshAddress(), current_password: DEFAULT_PASSWORD };
        statuses.push((await requestChange(token, body, 'en', ip)).statusCode);
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    const target = freshAddress();
    const perAddress: number[] = [];
    for (let a = 0; a < 6; a++) {
      const { token } = await signedIn();
      perAddress.push(
        (await requestChange(token, { new_email: target, current_password: DEFAULT_PASSWORD })).statusCode,
      );
    }
    expect(perAddress).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /api/v1/user/change-email/confirm', () => {
  it('changes the address and tells the old one', async () => {
    const { user, token } = await signedIn({ locale: 'ja' });
    const newEmail = freshAddress();
    const code = await codeFor(token, newEmail);
    const res = await confirmChange(token, { new_email: newEmail, code, current_password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your email address has been changed.');
    const notice = await ctx.smtp.waitFor(user.email);
    expect(notice.subject).toBe('【Hashi】メールアドレス変更完了のお知らせ');
    expect(notice.text).toContain(newEmail);
    const me = await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(token) });
    expect(me.json().email).toBe(newEmail);
    await expect(loginAs(ctx, { email: newEmail, password: DEFAULT_PASSWORD })).resolves.toBeDefined();
    await expect(loginAs(ctx, user)).rejects.toThrow(/422/);
  });

  it('answers in Japanese', async () => {
    const { token } = await signedIn();
    const newEmail = freshAddress();
    const code = await codeFor(token, newEmail);
    const res = await confirmChange(token, { new_email: newEmail, code, current_password: DEFAULT_PASSWORD }, 'ja');
    expect(res.json().message).toBe('メールアドレスを変更しました。');
  });

  it('accepts only the newest code, and only for the address it was sent to', async () => {
    const { token } = await signedIn();
    const newEmail = freshAddress();
    const first = await codeFor(token, newEmail);
    const second = await codeFor(token, newEmail);
    const old = await confirmChange(token, { new_email: newEmail, code: first, current_password: DEFAULT_PASSWORD });
    if (first !== second) {
      expect(old.statusCode).toBe(422);
      expect(old.json()).toMatchObject({
        code: 'email_code_invalid',
        errors: { code: ['The code is incorrect or expired.'] },
      });
    }
    const elsewhere = await confirmChange(token, {
      new_email: freshAddress(),
      code: second,
      current_password: DEFAULT_PASSWORD,
    });
    expect(elsewhere.json().errors).toEqual({ code: ['The code is incorrect or expired.'] });
    const ok = await confirmChange(token, { new_email: newEmail, code: second, current_password: DEFAULT_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });

  it('expires a code after 30 minutes', async () => {
    const { token, refreshToken } = await signedIn();
    const newEmail = freshAddress();
    const code = await codeFor(token, newEmail);
    ctx.advance(30 * 60_000 + 1000);
    // The access token lives 30 minutes too: the web app would refresh it first.
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/refresh-token',
      payload: { refresh_token: refreshToken },
    });
    const body = { new_email: newEmail, code, current_password: DEFAULT_PASSWORD };
    const res = await confirmChange(refreshed.json().access_token, body, 'ja');
    ctx.advance(-(30 * 60_000 + 1000));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['確認コードが正しくないか、有効期限が切れています。'] });
  });

  it('kills a code after 5 wrong attempts', async () => {
    const { token } = await signedIn();
    const newEmail = freshAddress();
    const code = await codeFor(token, newEmail);
    for (let i = 0; i < 5; i++) {
      const wrong = await confirmChange(token, {
        new_email: newEmail,
        code: otherCode(code),
        current_password: DEFAULT_PASSWORD,
      });
      expect(wrong.json().code).toBe('email_code_invalid');
    }
    const right = await confirmChange(token, { new_email: newEmail, code, current_password: DEFAULT_PASSWORD });
    expect(right.statusCode).toBe(422);
    expect(right.json().code).toBe('email_code_invalid');
  });

  it('refuses an address another account took, without using the code twice', async () => {
    const { token } = await signedIn();
    const newEmail = freshAddress();
    const code = await codeFor(token, newEmail);
    await buildUser(ctx, { email: newEmail });
    const body = { new_email: newEmail, code, current_password: DEFAULT_PASSWORD };
    const taken = await confirmChange(token, body);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ new_email: ['This email address cannot be used.'] });
    expect((await confirmChange(token, body, 'ja')).json().errors).toEqual({
      code: ['確認コードが正しくないか、有効期限が切れています。'],
    });
  });

  it('checks the current password and the body', async () => {
    const { user, token } = await signedIn();
    const newEmail = freshAddress();
    const code = await codeFor(token, newEmail);
    const wrong = await confirmChange(token, { new_email: newEmail, code, current_password: 'NotMine123' }, 'ja');
    expect(wrong.json().errors).toEqual({ current_password: ['パスワードが正しくありません'] });
    const same = await confirmChange(token, { new_email: user.email, code, current_password: DEFAULT_PASSWORD });
    expect(same.json().errors).toEqual({ new_email: ['New email cannot be your existing email address'] });
    const empty = await confirmChange(token, {});
    expect(empty.json().errors).toEqual({
      new_email: ['Required.'],
      code: ['Required.'],
      current_password: ['Required.'],
    });
    const short = await confirmChange(token, { new_email: newEmail, code: '12a', current_password: 'x' }, 'ja');
    expect(short.json().errors).toEqual({ code: ['6桁のコードを入力してください。'] });
    // The code survived all of that.
    const ok = await confirmChange(token, { new_email: newEmail, code, current_password: DEFAULT_PASSWORD });
    expect(ok.statusCode).toBe(200);
  });
});

it('recognises the unique index on live addresses on this database driver (the race at confirm)', async () => {
  const user = await buildUser(ctx);
  const err = await insertUser(ctx.deps.db, { email: user.email }).catch((e: unknown) => e);
  expect(isUniqueViolation(err)).toBe(true);
  expect(isUniqueViolation(new Error('other'))).toBe(false);
});

describe('authorization', () => {
  it('needs a job seeker token on both routes', async () => {
    const app = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'client_credentials', client_id: 'hashi-web' },
    });
    const company = await buildUser(ctx, { type: 2 });
    const companyToken = (await startSession(ctx.deps, company, false, {})).access_token;
    const body = { new_email: freshAddress(), code: '123456', current_password: DEFAULT_PASSWORD };
    const { code: _code, ...requestBody } = body;
    for (const [send, payload] of [
      [requestChange, requestBody],
      [confirmChange, body],
    ] as const) {
      expect((await send(undefined, payload)).statusCode).toBe(401);
      expect((await send(app.json().access_token, payload)).statusCode).toBe(401);
      const res = await send(companyToken, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('wrong_user_type');
    }
  });
});
