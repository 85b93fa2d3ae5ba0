import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const BASIC = '/api/v1/applicant-basic-personal-information';
const CONTACT = '/api/v1/profile/contact-information';
const basic = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Arjun',
  last_name: 'Mehta',
  furigana_first_name: 'アルジュン',
  date_of_birth: '1990-02-28',
  gender: 'male',
  nationality_id: 104,
  country_id: 104,
  prefecture_id: 13,
  city: 'Meguro',
  visa_expiration_date: '2028-03-31',
  ...extra,
});

describe('applicant-basic-personal-information', () => {
  it('creates, then updates the basic information; applicants/auth shows the name', async () => {
    const a = await signedInApplicant(ctx);
    expect((await a.call('GET', BASIC)).json().data).toMatchObject({ first_name: null, full_name: null });
    const created = await a.call('POST', BASIC, basic());
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      full_name: 'Arjun Mehta',
      date_of_birth: '1990-02-28',
      prefecture_id: 13,
    });
    const updated = await a.call('POST', BASIC, basic({ first_name: 'Arjun K.', prefecture_id: null }));
    expect(updated.json().data).toMatchObject({ first_name: 'Arjun K.', prefecture_id: null, city: 'Meguro' });
    expect((await a.call('GET', `${BASIC}/search`)).json().data.first_name).toBe('Arjun K.');
    const auth = (await a.call('GET', '/api/v1/applicants/auth')).json();
    expect(auth.basic_personal_information.full_name).toBe('Arjun K. Mehta');
    expect(auth.overall_completion_rate).toBe(15);
  });

  it('answers field messages in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const body = basic({ first_name: '', date_of_birth: '1990-02-30', gender: 'x', nationality_id: 999_999 });
    const en = await a.call('POST', BASIC, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      first_name: ['Required.'],
      date_of_birth: ['Enter a valid date.'],
      gender: ['Invalid value.'],
    });
    const ja = await a.call('POST', BASIC, body, 'ja');
    expect(ja.json().errors.date_of_birth).toEqual(['正しい日付を入力してください。']);
    const unknown = await a.call('POST', BASIC, basic({ nationality_id: 999_999 }), 'ja');
    expect(unknown.json().errors).toEqual({ nationality_id: ['値が正しくありません。'] });
  });
});

describe('profile/contact-information', () => {
  it('saves phone, LinkedIn and GitHub with PUT (or POST) and answers them', async () => {
    const a = await signedInApplicant(ctx);
    const body = {
      dialing_code_id: 104,
      phone: '03-1234-5678',
      linkedin_url: 'https://www.linkedin.com/in/x',
      github_url: '',
    };
    const res = await a.call('PUT', CONTACT, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...body, github_url: null });
    expect((await a.call('POST', CONTACT, { ...body, phone: '' })).json().data.phone).toBeNull();
    // sync replaces the record: a field left out is cleared.
    const synced = await a.call('POST', `${CONTACT}/sync`, { phone: '090-1234-5678' });
    expect(synced.statusCode).toBe(200);
    expect(synced.json().data).toEqual({
      dialing_code_id: null,
      phone: '090-1234-5678',
      linkedin_url: null,
      github_url: null,
    });
    expect((await a.call('POST', `${CONTACT}/sync`, { phone: 'call me' })).statusCode).toBe(422);
    const bad = await a.call('PUT', CONTACT, { linkedin_url: 'linkedin.com/in/x', phone: 'call me' }, 'ja');
    expect(bad.json().errors).toEqual({
      linkedin_url: ['http:// または https:// から始まるURLを入力してください。'],
      phone: ['値が正しくありません。'],
    });
  });

  it('keeps each applicant to their own record', async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    await a.call('PUT', CONTACT, { phone: '090-0000-0000' });
    await a.call('POST', BASIC, basic());
    expect((await b.call('GET', CONTACT)).json().data.phone).toBeNull();
    expect((await b.call('GET', BASIC)).json().data.first_name).toBeNull();
    await b.call('PUT', CONTACT, { phone: '080-1111-1111' });
    expect((await a.call('GET', CONTACT)).json().data.phone).toBe('090-0000-0000');
    expect((await ctx.app.inject({ url: CONTACT })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `${CONTACT}/sync`, payload: {} })).statusCode).toBe(401);
  });

  it('DELETE /api/v2/applicant/profile/github removes only the GitHub link of the caller', async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    const links = { linkedin_url: 'https://www.linkedin.com/in/a', github_url: 'https://github.com/a' };
    await a.call('PUT', CONTACT, links);
    await b.call('PUT', CONTACT, { github_url: 'https://github.com/b' });
    expect((await a.call('DELETE', '/api/v2/applicant/profile/github')).statusCode).toBe(204);
    expect((await a.call('GET', CONTACT)).json().data).toMatchObject({ ...links, github_url: null });
    expect((await b.call('GET', CONTACT)).json().data.github_url).toBe('https://github.com/b');
  });
});
