import { describe, expect, it } from 'vitest';
import { appToken, bearer, buildUser, loginAs, randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { expectSessionEnded } from '../../../test/session-checks.ts';
import { expectFieldErrors, type FieldErrorCase } from '../../../test/field-errors.ts';
import { startSession } from '../auth/session.service.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { mediaRows, storedFiles, upload } from '../profile-media/media-test-helpers.ts';

const ctx = useTestContext();

const reasons = (token: string | undefined, lang = 'en') =>
  ctx.app.inject({
    url: '/api/v2/masters/deactivate-reasons',
    headers: { ...(token ? bearer(token) : {}), 'x-localization': lang },
  });

const deleteAccount = (token: string | undefined, payload: Record<string, unknown>, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/user/delete-account',
    payload,
    headers: { ...(token ? bearer(token) : {}), 'x-localization': lang },
    remoteAddress: randomIp(),
  });

describe('GET /api/v2/masters/deactivate-reasons', () => {
  it('lists the reasons in the request language for the app token', async () => {
    const token = await appToken(ctx);
    const en = await reasons(token);
    expect(en.statusCode).toBe(200);
    const list = en.json().data as Array<{ id: number; name: string }>;
    expect(list).toHaveLength(7);
    expect(list[0]).toEqual({ id: 1, name: 'I found a job through Hashi' });
    expect(list.at(-1)).toEqual({ id: 7, name: 'Other' });
    const ja = await reasons(token, 'ja');
    expect(ja.json().data.map((r: { id: number }) => r.id)).toEqual(list.map((r) => r.id));
    expect(ja.json().data[0].name).toBe('Hashiで転職先が決まったため');
    expect(ja.json().data.at(-1).name).toBe('その他');
  });

  it('accepts a user token and refuses a missing one', async () => {
    const { access_token } = await loginAs(ctx, await buildUser(ctx));
    expect((await reasons(access_token)).statusCode).toBe(200);
    expect((await reasons(undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/user/delete-account', () => {
  it('keeps the reason anonymously, erases personal data and ends every session', async () => {
    const user = await buildUser(ctx, {
      locale: 'ja',
      login_id: `gone.${Date.now()}`,
      access_route: 'Google (organic search)',
      first_access_url: 'https://hashi.test/lp-en?utm_source=google',
      attribution: JSON.stringify({ utm_source: 'google' }),
    });
    const here = await loginAs(ctx, user);
    const elsewhere = await loginAs(ctx, user);
    await ctx.deps.db
      .insertInto('social_identities')
      .values({ user_id: user.id, provider: 'github', subject: `gh-${user.id}`, email: user.email })
      .execute();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      payload: { email: user.email },
      remoteAddress: randomIp(),
    });

    const res = await deleteAccount(here.access_token, { reason_id: 2, comment: '  Found a job in Osaka  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your account has been deleted. Thank you for using Hashi.');

    const deletion = await ctx.deps.db
      .selectFrom('account_deletions')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(deletion).toMatchObject({ reason_id: 2, comment: 'Found a job in Osaka', registered: false });
    const row = await ctx.deps.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.invalid`,
      login_id: null,
      password_hash: null,
      attribution: null,
      access_route: null,
      first_access_url: null,
      last_access_url: null,
    });
    expect(row.deleted_at).not.toBeNull();
    const { db } = ctx.deps;
    for (const table of ['social_identities', 'user_tokens', 'sessions'] as const) {
      const left = await db.selectFrom(table).select('user_id').where('user_id', '=', user.id).execute();
      expect(left, table).toEqual([]);
    }

    for (const old of [here, elsewhere]) await expectSessionEnded(ctx, old);
    await expect(loginAs(ctx, user)).rejects.toThrow(/422/);
    const goodbye = await ctx.smtp.waitFor(user.email, (m) => m.subject.includes('退会'));
    expect(goodbye.subject).toBe('【Hashi】退会手続き完了のお知らせ');
  });

  it('erases the profile photo and video (rows and files) and the job-offer reports', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    expect((await upload(ctx, access_token, 'photo', media.png())).statusCode).toBe(201);
    expect((await upload(ctx, access_token, 'video', media.mp4())).statusCode).toBe(201);
    const files = (await mediaRows(ctx, user.id)).map((row) => row.storage_key);
    expect(files).toHaveLength(2);
    expect(storedFiles(ctx)).toEqual(expect.arrayContaining(files));
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/applicants/inform-of-acceptance',
      payload: { company_name: 'Sakura Systems', start_date: '2027-04-01', salary: 7_500_000 },
      headers: bearer(access_token),
      remoteAddress: randomIp(),
    });
    expect(report.statusCode).toBe(201);

    expect((await deleteAccount(access_token, { reason_id: 1 })).statusCode).toBe(200);

    expect(await mediaRows(ctx, user.id)).toEqual([]);
    const left = storedFiles(ctx);
    for (const file of files) expect(left).not.toContain(file);
    const reports = await ctx.deps.db
      .selectFrom('inform_acceptances')
      .select('id')
      .where('applicant_id', '=', user.id)
      .execute();
    expect(reports).toEqual([]);
  });

  it('frees the address: it can sign up again and gets a verification mail', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    expect((await deleteAccount(access_token, { reason_id: 7 })).statusCode).toBe(200);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email: user.email, password: 'Return2Hashi', terms_agreed: true, locale: 'en' },
      remoteAddress: randomIp(),
    });
    expect(signup.statusCode).toBe(201);
    const mail = await ctx.smtp.waitFor(user.email, (m) => m.text.includes('/email-verification?token='));
    expect(mail.subject).toBe('Confirm your email address for Hashi');
    const fresh = await ctx.deps.db
      .selectFrom('users')
      .select(['id', 'deleted_at'])
      .where('email', '=', user.email)
      .executeTakeFirstOrThrow();
    expect(fresh.id).not.toBe(user.id);
    expect(fresh.deleted_at).toBeNull();
  });

  it('records whether the applicant had finished registration', async () => {
    const user = await buildUser(ctx, { registered_at: new Date(), current_step: 4 });
    const { access_token } = await loginAs(ctx, user);
    expect((await deleteAccount(access_token, { reason_id: 1, comment: '' })).statusCode).toBe(200);
    const deletion = await ctx.deps.db
      .selectFrom('account_deletions')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(deletion).toMatchObject({ reason_id: 1, comment: null, registered: true });
  });

  it('requires an existing reason, in English and Japanese', async () => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    const cases: FieldErrorCase[] = [
      [{}, { reason_id: ['Required.'] }, { reason_id: ['必須項目です。'] }],
      [{ reason_id: null, comment: 'bye' }, { reason_id: ['Required.'] }, { reason_id: ['必須項目です。'] }],
      [{ reason_id: 999 }, { reason_id: ['Invalid value.'] }, { reason_id: ['値が正しくありません。'] }],
      [
        { reason_id: 3, comment: 'x'.repeat(2001) },
        { comment: ['Must be 2000 characters or less.'] },
        { comment: ['2000文字以内で入力してください。'] },
      ],
      [
        { reason_id: 3, email: 'x' },
        { email: ['This field is not allowed.'] },
        { email: ['この項目は指定できません。'] },
      ],
    ];
    await expectFieldErrors((body, lang) => deleteAccount(access_token, body, lang), cases);
    // Nothing was deleted by the refused calls.
    expect((await ctx.app.inject({ url: '/api/v1/user/auth', headers: bearer(access_token) })).statusCode).toBe(200);
  });

  it('needs a job seeker token', async () => {
    expect((await deleteAccount(undefined, { reason_id: 1 })).statusCode).toBe(401);
    expect((await deleteAccount(await appToken(ctx), { reason_id: 1 })).statusCode).toBe(401);
    const company = await buildUser(ctx, { type: 2 });
    const { access_token } = await startSession(ctx.deps, company, false, {});
    const res = await deleteAccount(access_token, { reason_id: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('wrong_user_type');
    const still = await ctx.deps.db
      .selectFrom('users')
      .select('deleted_at')
      .where('id', '=', company.id)
      .executeTakeFirst();
    expect(still?.deleted_at).toBeNull();
  });
});
