import { describe, expect, it } from 'vitest';
import { appToken, bearer, buildUser, DEFAULT_PASSWORD, loginAs, randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { expectFieldErrors, type FieldErrorCase } from '../../../test/field-errors.ts';
import { startSession } from '../auth/session.service.ts';

const ctx = useTestContext();

const NEW_PASSWORD = 'Harbour7Lights';

const put = (url: string, token: string | undefined, payload: Record<string, unknown>, lang = 'en') =>
  ctx.app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { ...(token ? bearer(token) : {}), 'x-localization': lang },
    remoteAddress: randomIp(),
  });
const changePassword = (token: string | undefined, payload: Record<string, unknown>, lang = 'en') =>
  put('/api/v1/user/change-password', token, payload, lang);
const initialPassword = (token: string | undefined, payload: Record<string, unknown>, lang = 'en') =>
  put('/api/v1/user/initial-password', token, payload, lang);

const validChange = { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

const whoAmI = (token: string) => ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(token) });
const refresh = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/refresh-token', payload: { refresh_token: token } });

/** Company accounts cannot log in through the applicant app, so their session is made directly. */
async function companyToken(): Promise<string> {
  const company = await buildUser(ctx, { type: 2 });
  return (await startSession(ctx.deps, company, false, {})).access_token;
}

describe('PUT /api/v1/user/change-password', () => {
  it('changes the password, ends every session and answers a new one for this client', async () => {
    const user = await buildUser(ctx);
    const here = await loginAs(ctx, user, { remember_me: true });
    const elsewhere = await loginAs(ctx, user);
    const res = await changePassword(here.access_token, validChange);
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh).toMatchObject({ token_type: 'Bearer', user: { id: user.id, type: 1 } });
    // The new session keeps "keep me logged in".
    expect(fresh.refresh_expires_in).toBe(30 * 86_400);

    for (const old of [here, elsewhere]) {
      expect((await whoAmI(old.access_token)).statusCode).toBe(401);
      expect((await refresh(old.refresh_token)).statusCode).toBe(401);
    }
    expect((await whoAmI(fresh.access_token)).statusCode).toBe(200);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
    await expect(loginAs(ctx, user)).rejects.toThrow(/422/);
    await expect(loginAs(ctx, { email: user.email, password: NEW_PASSWORD })).resolves.toBeDefined();
  });

  it('answers "Current password is incorrect." for a wrong current password (spec §5; change-email keeps §8\'s "This password is incorrect")', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    const body = { ...validChange, current_password: 'NotMine123' };
    const en = await changePassword(access_token, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ current_password: ['Current password is incorrect.'] });
    const ja = await changePassword(access_token, body, 'ja');
    expect(ja.json().errors).toEqual({ current_password: ['現在のパスワードが正しくありません。'] });
    expect((await whoAmI(access_token)).statusCode).toBe(200);
  });

  it('validates with the spec messages in English and Japanese', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    const cases: FieldErrorCase[] = [
      [
        { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
        { current_password: ['Current password is required.'] },
        { current_password: ['現在のパスワードを入力してください。'] },
      ],
      [
        { ...validChange, password: 'Ab1', password_confirmation: 'Ab1' },
        { password: ['Must be at least 8 characters.'] },
        { password: ['8文字以上で入力してください。'] },
      ],
      [
        { ...validChange, password: 'Abcdefghij1234567890x', password_confirmation: 'Abcdefghij1234567890x' },
        { password: ['Can only have up to 20 characters.'] },
        { password: ['20文字以内で入力してください。'] },
      ],
      [
        { ...validChange, password: '1234567890', password_confirmation: '1234567890' },
        { password: ['Must contain alphabet and numeric characters.'] },
        { password: ['英字と数字の両方を含めてください。'] },
      ],
      [
        { ...validChange, password: DEFAULT_PASSWORD, password_confirmation: DEFAULT_PASSWORD },
        { password: ['New password must not be the same with the current password.'] },
        { password: ['現在のパスワードとは異なるパスワードを設定してください。'] },
      ],
      [
        { ...validChange, password_confirmation: 'Harbour7Light' },
        { password_confirmation: ["Passwords doesn't match."] },
        { password_confirmation: ['パスワードが一致しません。'] },
      ],
      [
        { ...validChange, extra: 1 },
        { extra: ['This field is not allowed.'] },
        { extra: ['この項目は指定できません。'] },
      ],
    ];
    await expectFieldErrors((body, lang) => changePassword(access_token, body, lang), cases);
  });

  it('pauses the check after 10 wrong current passwords', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    for (let i = 0; i < 10; i++) {
      const res = await changePassword(access_token, { ...validChange, current_password: `Wrong${i}pass` });
      expect(res.statusCode).toBe(422);
    }
    const paused = await changePassword(access_token, validChange);
    expect(paused.statusCode).toBe(429);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a job seeker token', async () => {
    expect((await changePassword(undefined, validChange)).statusCode).toBe(401);
    expect((await changePassword(await appToken(ctx), validChange)).statusCode).toBe(401);
    const company = await changePassword(await companyToken(), validChange);
    expect(company.statusCode).toBe(403);
    expect(company.json().code).toBe('wrong_user_type');
  });
});

describe('PUT /api/v1/user/initial-password', () => {
  const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

  it('sets the first password of an imported account and starts a new session', async () => {
    const user = await buildUser(ctx, { origin: 'import', password_set_at: null });
    const old = await loginAs(ctx, user);
    const res = await initialPassword(old.access_token, body);
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.user).toEqual({ id: user.id, type: 1, current_step: 1 });
    expect((await whoAmI(old.access_token)).statusCode).toBe(401);
    expect((await refresh(old.refresh_token)).statusCode).toBe(401);
    const me = await whoAmI(fresh.access_token);
    expect(me.json().needs_initial_password).toBe(false);
    await expect(loginAs(ctx, { email: user.email, password: NEW_PASSWORD })).resolves.toBeDefined();

    const again = await initialPassword(fresh.access_token, {
      ...body,
      password: 'Second8Pass',
      password_confirmation: 'Second8Pass',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Your password is already set. To change it, please use Change password in account settings.',
    );
  });

  it('refuses accounts that chose their own password, in the request language', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    const res = await initialPassword(access_token, body, 'ja');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'conflict',
      message:
        'パスワードはすでに設定されています。変更する場合は、アカウント設定の「パスワード変更」から行ってください。',
    });
  });

  it('does not keep the temporary password and validates the new one', async () => {
    const user = await buildUser(ctx, { origin: 'staff', password_set_at: null });
    const { access_token } = await loginAs(ctx, user);
    const same = await initialPassword(access_token, {
      password: DEFAULT_PASSWORD,
      password_confirmation: DEFAULT_PASSWORD,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ password: ['New password must not be the same with the current password.'] });
    const mismatch = await initialPassword(access_token, { ...body, password_confirmation: 'Other1234x' }, 'ja');
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['パスワードが一致しません。'] });
    const short = await initialPassword(access_token, { password: 'a1', password_confirmation: 'a1' });
    expect(short.json().errors).toEqual({ password: ['Must be at least 8 characters.'] });
  });

  it('needs a job seeker token', async () => {
    expect((await initialPassword(undefined, body)).statusCode).toBe(401);
    expect((await initialPassword(await appToken(ctx), body)).statusCode).toBe(401);
    expect((await initialPassword(await companyToken(), body)).statusCode).toBe(403);
  });
});
