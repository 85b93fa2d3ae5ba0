import { describe, expect, it } from 'vitest';
import { callAs, signedInAdmin } from '../../../test/company-factories.ts';
import { appToken, bearer } from '../../../test/factories.ts';
import { expectFieldErrors } from '../../../test/field-errors.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { defaultSupportEmail } from '../../platform/config.ts';

const ctx = useTestContext({ SUPPORT_EMAIL: 'help@hashi.test' });

let sequence = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    name: 'Priya Sharma',
    email: `inquirer${sequence}-${Date.now()}@example.com`,
    country_id: 104,
    question: 'Can I apply from abroad before I have a visa?',
    ...overrides,
  };
};

/** Sends the form from one client address, as a browser would. */
async function send(body: unknown, lang: 'en' | 'ja' = 'en', ip = '10.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/inquiries',
    payload: body as object,
    headers: { ...bearer(await appToken(ctx)), 'x-localization': lang },
    remoteAddress: ip,
  });
}

let ipSequence = 0;
const freshIp = () => `10.200.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

describe('SUPPORT_EMAIL', () => {
  it('defaults to support@ the domain mail is sent from', () => {
    expect(defaultSupportEmail('Hashi <no-reply@hashi.example>')).toBe('support@hashi.example');
    expect(defaultSupportEmail('no-reply@mail.example.jp')).toBe('support@mail.example.jp');
  });
});

describe('POST /api/v1/inquiries', () => {
  it('stores the inquiry, mails it to the support address and acknowledges it in the sender’s language', async () => {
    const body = valid({ name: '山田 花子', question: 'ビザがなくても応募できますか？' });
    const res = await send(body, 'ja', freshIp());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'お問い合わせありがとうございます。5営業日以内にメールでご回答いたします。',
    });
    const row = await ctx.deps.db
      .selectFrom('inquiries')
      .selectAll()
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: '山田 花子', country_id: 104, locale: 'ja', status: 'open', user_id: null });

    const support = await ctx.smtp.waitFor('help@hashi.test', (m) => m.text.includes(body.email));
    expect(support.subject).toBe(`Inquiry #${row.id} from 山田 花子`);
    expect(support.text).toContain('Country: Japan');
    expect(support.text).toContain('Language: Japanese');
    expect(support.text).toContain('ビザがなくても応募できますか？');
    expect(support.text).toContain(`/admin/inquiries/${row.id}`);

    const ack = await ctx.smtp.waitFor(body.email);
    expect(ack.subject).toBe('お問い合わせを受け付けました');
    expect(ack.text).toContain('山田 花子 様');
    expect(ack.text).toContain('5営業日以内');
    expect(ack.text).toContain('ビザがなくても応募できますか？');

    const en = valid();
    expect((await send(en, 'en', freshIp())).json().message).toBe(
      'Thank you for your inquiry. We will reply by e-mail within 5 business days.',
    );
    expect((await ctx.smtp.waitFor(en.email)).subject).toBe('We received your inquiry');
  });

  it('needs the app token or a user token, not an account', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/inquiries', payload: valid() });
    expect(res.statusCode).toBe(401);
  });

  it('refuses missing and malformed fields in both languages', async () => {
    await expectFieldErrors(
      (body, lang) => send(body, lang, freshIp()),
      [
        [
          { name: ' ', email: '', question: '' },
          { name: ['Required.'], email: ['Required.'], country_id: ['Required.'], question: ['Required.'] },
          {
            name: ['必須項目です。'],
            email: ['必須項目です。'],
            country_id: ['必須項目です。'],
            question: ['必須項目です。'],
          },
        ],
        [
          valid({ email: 'not-an-address', question: 'x'.repeat(2001) }),
          { email: ['Must be a valid email address.'], question: ['Must be 2000 characters or less.'] },
          {
            email: ['有効なメールアドレスを入力してください。'],
            question: ['2000文字以内で入力してください。'],
          },
        ],
      ],
    );
    const unknownCountry = await send(valid({ country_id: 9999 }), 'en', freshIp());
    expect(unknownCountry.statusCode).toBe(422);
    expect(Object.keys(unknownCountry.json().errors)).toEqual(['country_id']);
    expect((await send(valid({ country_id: 'JP' }), 'en', freshIp())).statusCode).toBe(422);
  });

  it('answers a filled honeypot like any inquiry, but stores and sends nothing', async () => {
    const body = valid({ website: 'http://spam.example' });
    const before = ctx.smtp.received.length;
    const res = await send(body, 'en', freshIp());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('5 business days');
    // A real inquiry sent after it arrives; the honeypot one never did.
    const real = valid();
    await send(real, 'en', freshIp());
    await ctx.smtp.waitFor(real.email);
    expect(ctx.smtp.received.slice(before).some((m) => m.to.includes(body.email) || m.text.includes(body.email))).toBe(
      false,
    );
    const stored = await ctx.deps.db.selectFrom('inquiries').select('id').where('email', '=', body.email).execute();
    expect(stored).toEqual([]);
  });

  it('limits inquiries per address: the sixth in an hour gets 429 with Retry-After', async () => {
    const ip = '10.250.250.250';
    for (let i = 0; i < 5; i += 1) expect((await send(valid(), 'en', ip)).statusCode).toBe(201);
    const res = await send(valid(), 'ja', ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().code).toBe('too_many_requests');
    // And per e-mail address, from anywhere: three a day.
    const email = valid().email;
    for (let i = 0; i < 3; i += 1) expect((await send(valid({ email }), 'en', freshIp())).statusCode).toBe(201);
    expect((await send(valid({ email }), 'en', freshIp())).statusCode).toBe(429);
  });
});

describe('admin inquiries', () => {
  it('lists open inquiries, shows one, replies by mail in the sender’s language and marks it answered', async () => {
    const body = valid({ name: 'Tanaka Ken', question: '面接の日程を変更できますか？' });
    await send(body, 'ja', freshIp());
    const admin = await signedInAdmin(ctx);
    const list = await admin.call('GET', '/api/v1/admin/inquiries');
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.find((i: { email: string }) => i.email === body.email);
    expect(listed).toMatchObject({
      name: 'Tanaka Ken',
      country: { id: 104, name_en: 'Japan', name_ja: '日本' },
      locale: 'ja',
      status: 'open',
      answered_at: null,
    });
    const shown = await admin.call('GET', `/api/v1/admin/inquiries/${listed.id}`);
    expect(shown.json().data).toMatchObject({ id: listed.id, replies: [] });

    const reply = await admin.call('POST', `/api/v1/admin/inquiries/${listed.id}/reply`, {
      body: '日程の変更は、企業とのメッセージでご相談いただけます。',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      status: 'answered',
      replies: [{ body: '日程の変更は、企業とのメッセージでご相談いただけます。', admin_email: admin.email }],
    });
    expect(reply.json().data.answered_at).not.toBeNull();
    const mail = await ctx.smtp.waitFor(body.email, (m) => m.subject === 'Hashiへのお問い合わせについて');
    expect(mail.text).toContain('Tanaka Ken 様');
    expect(mail.text).toContain('日程の変更は、企業とのメッセージでご相談いただけます。');
    expect(mail.text).toContain('面接の日程を変更できますか？');

    const open = (await admin.call('GET', '/api/v1/admin/inquiries')).json().data;
    expect(open.map((i: { id: number }) => i.id)).not.toContain(listed.id);
    const answered = (await admin.call('GET', '/api/v1/admin/inquiries?status=answered')).json().data;
    expect(answered.map((i: { id: number }) => i.id)).toContain(listed.id);

    const reopened = await admin.call('PUT', `/api/v1/admin/inquiries/${listed.id}/status`, { status: 'open' });
    expect(reopened.json().data).toMatchObject({ status: 'open', answered_at: null });
    const marked = await admin.call('PUT', `/api/v1/admin/inquiries/${listed.id}/status`, { status: 'answered' });
    expect(marked.json().data.status).toBe('answered');
  });

  it('refuses an empty reply, a bad status and unknown inquiries', async () => {
    const admin = await signedInAdmin(ctx);
    const body = valid();
    await send(body, 'en', freshIp());
    const { id } = (await admin.call('GET', '/api/v1/admin/inquiries')).json().data[0];
    const empty = await admin.call('POST', `/api/v1/admin/inquiries/${id}/reply`, { body: ' ' }, 'ja');
    expect(empty.json().errors).toEqual({ body: ['必須項目です。'] });
    const status = await admin.call('PUT', `/api/v1/admin/inquiries/${id}/status`, { status: 'closed' });
    expect(Object.keys(status.json().errors)).toEqual(['status']);
    expect((await admin.call('GET', '/api/v1/admin/inquiries?status=closed')).statusCode).toBe(422);
    expect((await admin.call('GET', '/api/v1/admin/inquiries/2147483647')).statusCode).toBe(404);
    expect((await admin.call('POST', '/api/v1/admin/inquiries/2147483647/reply', { body: 'x' })).statusCode).toBe(404);
    expect((await admin.call('PUT', '/api/v1/admin/inquiries/2147483647/status', { status: 'open' })).statusCode).toBe(
      404,
    );
    expect((await admin.call('GET', '/api/v1/admin/inquiries/x')).statusCode).toBe(422);
    const guest = callAs(ctx, await appToken(ctx));
    expect((await guest('GET', '/api/v1/admin/inquiries')).statusCode).toBe(401);
  });
});
