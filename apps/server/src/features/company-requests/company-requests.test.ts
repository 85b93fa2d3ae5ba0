import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { appToken, bearer, buildUser } from '../../../test/factories.ts';
import { expectFieldErrors } from '../../../test/field-errors.ts';
import { linkIn } from '../../../test/smtp.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { postingInput } from '../employer/employer.fixtures.ts';

const ctx = useTestContext({ SUPPORT_EMAIL: 'help@hashi.test' });

let sequence = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    company_name: 'Kumo Robotics K.K.',
    contact_name: 'Aiko Mori',
    email: `hr${sequence}-${Date.now()}@kumo-robotics.example`,
    phone: '+81 3-1234-5678',
    website_url: 'https://kumo-robotics.example',
    hiring_needs: 'Two backend engineers (Go) and one SRE, English-speaking team in Tokyo.',
    ...overrides,
  };
};

let ipSequence = 0;
const freshIp = () => `10.210.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

async function send(body: unknown, lang: 'en' | 'ja' = 'en', ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/company-requests',
    payload: body as object,
    headers: { ...bearer(await appToken(ctx)), 'x-localization': lang },
    remoteAddress: ip,
  });
}

async function requestId(email: string): Promise<number> {
  const row = await ctx.deps.db
    .selectFrom('company_requests')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

const base = '/api/v1/admin/company-requests';

describe('POST /api/v1/company-requests', () => {
  it('stores the request, tells support and acknowledges it in the language of the form', async () => {
    const body = valid({ contact_name: '森 愛子', hiring_needs: 'Goのバックエンドエンジニアを2名募集しています。' });
    const res = await send(body, 'ja');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'お申し込みありがとうございます。内容を確認のうえ、5営業日以内にメールでご連絡いたします。',
    );
    const row = await ctx.deps.db
      .selectFrom('company_requests')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      company_name: 'Kumo Robotics K.K.',
      locale: 'ja',
      status: 'pending',
      phone: body.phone,
    });

    const support = await ctx.smtp.waitFor('help@hashi.test', (m) => m.text.includes(body.email));
    expect(support.subject).toBe(`Employer account request #${row.id}: Kumo Robotics K.K.`);
    expect(support.text).toContain('Language: Japanese');
    expect(support.text).toContain(`/admin/company-requests/${row.id}`);
    const ack = await ctx.smtp.waitFor(body.email);
    expect(ack.subject).toBe('Hashi企業アカウントのお申し込みを受け付けました');
    expect(ack.text).toContain('森 愛子 様');

    const en = valid({ website_url: '' });
    const enRes = await send(en, 'en');
    expect(enRes.json().message).toBe(
      'Thank you. We have received your request and will reply by e-mail within 5 business days.',
    );
    expect((await ctx.smtp.waitFor(en.email)).subject).toBe('We received your request for a Hashi employer account');
  });

  it('needs the app token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/company-requests', payload: valid() });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 with field messages in English and Japanese', async () => {
    await expectFieldErrors(
      (body, lang) => send(body, lang),
      [
        [
          { ...valid(), company_name: ' ', contact_name: '', hiring_needs: '' },
          { company_name: ['Required.'], contact_name: ['Required.'], hiring_needs: ['Required.'] },
          { company_name: ['必須項目です。'], contact_name: ['必須項目です。'], hiring_needs: ['必須項目です。'] },
        ],
        [
          { ...valid(), email: 'not-an-address', phone: 'call me', website_url: 'kumo.example' },
          {
            email: ['Must be a valid email address.'],
            phone: ['Invalid value.'],
            website_url: ['Must be a full URL starting with http:// or https://.'],
          },
          {
            email: ['有効なメールアドレスを入力してください。'],
            phone: ['値が正しくありません。'],
            website_url: ['http:// または https:// から始まるURLを入力してください。'],
          },
        ],
      ],
    );
  });

  it('answers a filled honeypot like any request and keeps and sends nothing', async () => {
    const body = valid({ homepage: 'http://spam.example' });
    const res = await send(body, 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('We have received your request');
    const stored = await ctx.deps.db
      .selectFrom('company_requests')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(stored).toEqual([]);
    await expect(ctx.smtp.waitFor(body.email)).rejects.toThrow('no mail');
  });

  it('limits requests per address (5 an hour) and per e-mail (3 a day) with 429 and Retry-After', async () => {
    const ip = '10.251.251.251';
    for (let i = 0; i < 5; i += 1) expect((await send(valid(), 'en', ip)).statusCode).toBe(201);
    const res = await send(valid(), 'ja', ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().code).toBe('too_many_requests');
    const email = valid().email;
    for (let i = 0; i < 3; i += 1) expect((await send(valid({ email }))).statusCode).toBe(201);
    expect((await send(valid({ email }))).statusCode).toBe(429);
  });
});

describe('admin review', () => {
  it('approving creates the company and its owner, and the mailed link sets the password and opens the console', async () => {
    const body = valid({ company_name: 'Hoshi Cloud Inc.' });
    await send(body, 'en');
    const id = await requestId(body.email);
    const admin = await signedInAdmin(ctx);

    const list = await admin.call('GET', base);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const shown = await admin.call('GET', `${base}/${id}`);
    expect(shown.json().data).toMatchObject({
      status: 'pending',
      email_in_use: false,
      hiring_needs: body.hiring_needs,
    });

    const approved = await admin.call('POST', `${base}/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    const data = approved.json().data;
    expect(data).toMatchObject({ status: 'approved', reviewed_by_email: admin.email });
    const company = await ctx.deps.db
      .selectFrom('companies')
      .select(['name_en', 'name_ja', 'website_url'])
      .where('id', '=', data.company_id)
      .executeTakeFirstOrThrow();
    expect(company).toEqual({
      name_en: 'Hoshi Cloud Inc.',
      name_ja: 'Hoshi Cloud Inc.',
      website_url: body.website_url,
    });
    const user = await ctx.deps.db
      .selectFrom('users')
      .select(['type', 'origin', 'password_set_at', 'password_hash'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ type: 2, origin: 'staff', password_set_at: null, password_hash: null });

    const mail = await ctx.smtp.waitFor(body.email, (m) => m.subject === 'Your Hashi employer account is ready');
    expect(mail.text).toContain('Hoshi Cloud Inc.');
    const link = new URL(linkIn(mail, `${ctx.deps.config.APP_URL}/employer/invitation?token=`));
    const token = link.searchParams.get('token') ?? '';

    const accept = (payload: object, lang: 'en' | 'ja' = 'en') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/employer/invitation',
        payload,
        headers: { 'x-localization': lang },
        remoteAddress: freshIp(),
      });
    const mismatch = await accept({ token, password: 'Hoshi2026cloud', password_confirmation: 'other1234' });
    expect(mismatch.statusCode).toBe(422);
    const set = await accept({ token, password: 'Hoshi2026cloud', password_confirmation: 'Hoshi2026cloud' });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.type).toBe(2);
    // The session it answers is the employer console's: the owner can post a job at once.
    const owner = callAs(ctx, set.json().access_token);
    const posted = await owner('POST', '/api/v1/employer/job-postings', postingInput());
    expect(posted.statusCode).toBe(201);

    const again = await accept({ token, password: 'Another2026x', password_confirmation: 'Another2026x' }, 'ja');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toContain('この招待リンクは無効');

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: body.email, password: 'Hoshi2026cloud', type: 2 },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('mails the invitation in the language of the request', async () => {
    const body = valid();
    await send(body, 'ja');
    const admin = await signedInAdmin(ctx);
    expect((await admin.call('POST', `${base}/${await requestId(body.email)}/approve`)).statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(body.email, (m) => m.subject === 'Hashiの企業アカウントをご用意しました');
    expect(mail.text).toContain('パスワードを設定する');
  });

  it('a second decision is a clear 409 and never a second company', async () => {
    const admin = await signedInAdmin(ctx);
    const first = valid();
    await send(first);
    const id = await requestId(first.email);
    const before = await ctx.deps.db.selectFrom('companies').select('id').execute();
    const [a, b] = await Promise.all([
      admin.call('POST', `${base}/${id}/approve`),
      admin.call('POST', `${base}/${id}/approve`),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await ctx.deps.db.selectFrom('companies').select('id').execute();
    expect(after.length).toBe(before.length + 1);
    const twice = await admin.call('POST', `${base}/${id}/approve`, undefined, 'ja');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('このお申し込みはすでに承認されています。');
    const declineApproved = await admin.call('POST', `${base}/${id}/decline`, { reason: 'x' });
    expect(declineApproved.json().message).toBe('This request has already been approved.');

    const second = valid();
    await send(second);
    const declinedId = await requestId(second.email);
    expect((await admin.call('POST', `${base}/${declinedId}/decline`, { reason: 'Not a company.' })).statusCode).toBe(
      200,
    );
    const approveDeclined = await admin.call('POST', `${base}/${declinedId}/approve`);
    expect(approveDeclined.statusCode).toBe(409);
    expect(approveDeclined.json().message).toBe(
      'This request has already been declined; it cannot be approved or declined again.',
    );
    expect((await admin.call('POST', `${base}/2147483647/approve`)).statusCode).toBe(404);
  });

  it('refuses an e-mail address that already has an account, saying which kind', async () => {
    const admin = await signedInAdmin(ctx);
    const employer = await signedInCompany(ctx);
    const body = valid({ email: employer.email });
    await send(body);
    const id = await requestId(employer.email);
    expect((await admin.call('GET', `${base}/${id}`)).json().data.email_in_use).toBe(true);
    const res = await admin.call('POST', `${base}/${id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`${employer.email} already belongs to an employer account`);
    const applicant = await buildUser(ctx);
    await send(valid({ email: applicant.email }));
    const other = await admin.call('POST', `${base}/${await requestId(applicant.email)}/approve`, undefined, 'ja');
    expect(other.json().message).toContain('別のHashiアカウント');
    expect((await admin.call('GET', `${base}/${id}`)).json().data.status).toBe('pending');
  });

  it('declining mails the reason in the language of the request; the reason is required', async () => {
    const body = valid({ contact_name: '森 愛子' });
    await send(body, 'ja');
    const id = await requestId(body.email);
    const admin = await signedInAdmin(ctx);
    const empty = await admin.call('POST', `${base}/${id}/decline`, { reason: '' }, 'ja');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ reason: ['必須項目です。'] });
    const res = await admin.call('POST', `${base}/${id}/decline`, { reason: '法人の確認ができませんでした。' });
    expect(res.json().data).toMatchObject({ status: 'declined', decline_reason: '法人の確認ができませんでした。' });
    const mail = await ctx.smtp.waitFor(body.email, (m) => m.subject === 'Hashi企業アカウントのお申し込みについて');
    expect(mail.text).toContain('法人の確認ができませんでした。');
    expect(mail.text).toContain('森 愛子 様');
    const users = await ctx.deps.db.selectFrom('users').select('id').where('email', '=', body.email).execute();
    expect(users).toEqual([]);
  });

  it('is for admins only: guest 401, applicant and employer 403', async () => {
    const body = valid();
    await send(body);
    const id = await requestId(body.email);
    const applicant = await signedInApplicant(ctx);
    const employer = await signedInCompany(ctx);
    const callers = {
      anonymous: callAs(ctx, undefined),
      guest: callAs(ctx, await appToken(ctx)),
      applicant: applicant.call,
      employer: employer.call,
    };
    const expected = { anonymous: 401, guest: 401, applicant: 403, employer: 403 };
    for (const [who, call] of Object.entries(callers)) {
      const status = expected[who as keyof typeof expected];
      expect((await call('GET', base)).statusCode, who).toBe(status);
      expect((await call('GET', `${base}/${id}`)).statusCode, who).toBe(status);
      expect((await call('POST', `${base}/${id}/approve`)).statusCode, who).toBe(status);
      expect((await call('POST', `${base}/${id}/decline`, { reason: 'r' })).statusCode, who).toBe(status);
    }
    expect(
      (await ctx.deps.db.selectFrom('company_requests').select('status').where('id', '=', id).executeTakeFirstOrThrow())
        .status,
    ).toBe('pending');
  });
});
