import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { appToken, bearer, buildUser, randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { startSession } from '../auth/session.service.ts';
import { formatMailDate, formatMailYen } from './inform-acceptance.service.ts';

const ctx = useTestContext();

const URL = '/api/v1/applicants/inform-of-acceptance';
const valid = {
  company_name: 'Sakura Cloud Works KK',
  start_date: '2027-04-01',
  salary: 7_500_000,
  about_service: 'The scout from the company made the difference. Thank you!',
};

async function emailOf(userId: number): Promise<string> {
  const row = await ctx.deps.db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.email;
}

describe('POST /api/v1/applicants/inform-of-acceptance', () => {
  it('stores the report, answers 201 and confirms it by mail in the request language', async () => {
    const a = await signedInApplicant(ctx);
    const res = await a.call('POST', URL, valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Thank you for your report. We have sent a confirmation to your email address.');
    expect(body.data).toMatchObject({ ...valid, id: expect.any(Number) });
    expect(body.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const row = await ctx.deps.db
      .selectFrom('inform_acceptances')
      .select(['applicant_id', 'company_name', 'salary', 'about_service', 'locale'])
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      applicant_id: a.id,
      company_name: valid.company_name,
      salary: valid.salary,
      about_service: valid.about_service,
      locale: 'en',
    });

    const mail = await ctx.smtp.waitFor(await emailOf(a.id), (m) => m.subject.includes('job offer report'));
    expect(mail.subject).toBe('We received your job offer report');
    expect(mail.text).toContain('Company: Sakura Cloud Works KK');
    expect(mail.text).toContain('Start date: 1 Apr 2027');
    expect(mail.text).toContain('Annual salary: ¥7,500,000');
  });

  it('answers and mails in Japanese; the feedback is optional and the salary may be typed with commas', async () => {
    const a = await signedInApplicant(ctx);
    const res = await a.call(
      'POST',
      URL,
      { company_name: '株式会社みなとテック', start_date: '2027-01-05', salary: '6,000,000' },
      'ja',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('ご報告ありがとうございます。確認のメールをお送りしました。');
    expect(res.json().data).toMatchObject({ salary: 6_000_000, about_service: null });
    const mail = await ctx.smtp.waitFor(await emailOf(a.id), (m) => m.subject.includes('内定承諾'));
    expect(mail.text).toContain('企業名: 株式会社みなとテック');
    expect(mail.text).toContain('入社日: 2027年1月5日');
    expect(mail.text).toContain('年収: 600万円');
  });

  it('requires the company name, the start date and the salary, in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const en = await a.call('POST', URL, { about_service: '' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      company_name: ['Required.'],
      start_date: ['Required.'],
      salary: ['Required.'],
    });
    const ja = await a.call('POST', URL, { company_name: '  ', start_date: '', salary: '' }, 'ja');
    expect(ja.json().errors).toEqual({
      company_name: ['必須項目です。'],
      start_date: ['必須項目です。'],
      salary: ['必須項目です。'],
    });
  });

  it.each([
    [
      'a company name over 255 characters',
      { company_name: 'x'.repeat(256) },
      'company_name',
      'Must be 255 characters or less.',
    ],
    ['a start date that is not YYYY-MM-DD', { start_date: '2027/04/01' }, 'start_date', 'Enter a valid date.'],
    ['a start date that does not exist', { start_date: '2027-02-30' }, 'start_date', 'Enter a valid date.'],
    ['a salary that is not a number', { salary: 'a lot' }, 'salary', 'Must be a number.'],
    ['a salary with a fraction', { salary: 5_000_000.5 }, 'salary', 'Must be an integer.'],
    ['a salary of zero', { salary: 0 }, 'salary', 'Invalid value.'],
    ['a salary over one billion yen', { salary: 1_000_000_001 }, 'salary', 'Invalid value.'],
    [
      'feedback over 2000 characters',
      { about_service: 'y'.repeat(2001) },
      'about_service',
      'Must be 2000 characters or less.',
    ],
    ['a field the form does not have', { company_id: 3 }, 'company_id', 'This field is not allowed.'],
  ])('refuses %s with 422 under its field', async (_name, change, field, message) => {
    const a = await signedInApplicant(ctx);
    const res = await a.call('POST', URL, { ...valid, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors).toEqual({ [field]: [message] });
    const stored = await ctx.deps.db
      .selectFrom('inform_acceptances')
      .select('id')
      .where('applicant_id', '=', a.id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('limits reports to 5 a day per applicant (429 with Retry-After)', async () => {
    const a = await signedInApplicant(ctx);
    for (let i = 0; i < 5; i += 1) expect((await a.call('POST', URL, valid)).statusCode).toBe(201);
    const refused = await a.call('POST', URL, valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another applicant is not affected.
    expect((await (await signedInApplicant(ctx)).call('POST', URL, valid)).statusCode).toBe(201);
  });

  it('needs a signed-in job seeker: 401 without a user token, 403 for a company account', async () => {
    const post = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: URL, payload: valid, headers, remoteAddress: randomIp() });
    const none = await post({});
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('unauthenticated');
    expect((await post(bearer(await appToken(ctx)))).statusCode).toBe(401);

    const company = await buildUser(ctx, { type: 2 });
    const { access_token } = await startSession(ctx.deps, company, false, {});
    const forbidden = await post(bearer(access_token));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('wrong_user_type');
    const stored = await ctx.deps.db
      .selectFrom('inform_acceptances')
      .select('id')
      .where('applicant_id', '=', company.id)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('confirmation mail formats (UX.md)', () => {
  it('writes dates and yen per language', () => {
    expect(formatMailDate('2026-11-22', 'en')).toBe('22 Nov 2026');
    expect(formatMailDate('2026-11-22', 'ja')).toBe('2026年11月22日');
    expect(formatMailDate('2027-09-03', 'en')).toBe('3 Sep 2027');
    expect(formatMailYen(6_000_000, 'en')).toBe('¥6,000,000');
    expect(formatMailYen(6_000_000, 'ja')).toBe('600万円');
    expect(formatMailYen(6_123_456, 'ja')).toBe('6,123,456円');
  });
});
