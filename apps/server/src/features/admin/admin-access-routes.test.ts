import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { signedInAdmin } from '../../../test/company-factories.ts';
import { buildUser } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();
const base = '/api/v1/admin/access-routes';
const row = {
  utm_source: 'newsletter_partner',
  utm_medium: 'email',
  utm_campaign: 'autumn_2026',
  utm_term: null,
  utm_content: 'banner',
  label: 'Partner newsletter / Autumn 2026',
};

describe('admin access routes: the UTM → channel mapping (spec §9)', () => {
  it('lists, adds, edits and removes rows; the public lookup follows', async () => {
    const admin = await signedInAdmin(ctx);
    const list = await admin.call('GET', `${base}?per_page=100`);
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBeGreaterThanOrEqual(30);
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ utm_source: 'google', utm_medium: 'cpc', label: 'Google Ads / Search (EN)' }),
    );

    const created = await admin.call('POST', base, { ...row, utm_term: '  ' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toEqual({ id, ...row });
    expect((await admin.call('GET', `${base}/${id}`)).json().data.label).toBe(row.label);

    const lookup = () =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/access-routes/search-by-field?source=newsletter_partner&medium=email&campaign=autumn_2026&content=banner`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
    expect((await lookup()).json()).toEqual([row.label]);

    const edited = await admin.call('PUT', `${base}/${id}`, { ...row, label: 'Partner newsletter (renamed)' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.label).toBe('Partner newsletter (renamed)');
    expect((await lookup()).json()).toEqual(['Partner newsletter (renamed)']);

    expect((await admin.call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect((await admin.call('GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await admin.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    expect((await admin.call('PUT', `${base}/${id}`, row)).statusCode).toBe(404);
    expect((await lookup()).json()).toEqual([]);
  });

  it('refuses a second row for the same combination (409, in the caller’s language)', async () => {
    const admin = await signedInAdmin(ctx);
    const dup = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'engineers_en', label: 'Another label' };
    const res = await admin.call('POST', base, dup);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
    expect(res.json().message).toContain('already has a channel label');
    const a = (await admin.call('POST', base, { ...row, utm_campaign: 'one' })).json().data;
    const b = (await admin.call('POST', base, { ...row, utm_campaign: 'two' })).json().data;
    const clash = await ctx.app.inject({
      method: 'PUT',
      url: `${base}/${b.id}`,
      payload: { ...row, utm_campaign: 'one' },
      headers: { authorization: `Bearer ${admin.token}`, 'x-localization': 'ja' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain('すでに流入経路が登録されています');
    // Saving a row unchanged is no clash with itself.
    expect((await admin.call('PUT', `${base}/${a.id}`, { ...row, utm_campaign: 'one' })).statusCode).toBe(200);
  });

  it('answers 422 with field messages for bad input, and 404/422 for bad ids', async () => {
    const admin = await signedInAdmin(ctx);
    const res = await admin.call('POST', base, { utm_source: '', utm_medium: 'x'.repeat(256), label: ' ' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['label', 'utm_campaign', 'utm_medium', 'utm_source']);
    expect((await admin.call('POST', base, { ...row, extra: 1 })).statusCode).toBe(422);
    expect((await admin.call('GET', `${base}/2147483647`)).statusCode).toBe(404);
    expect((await admin.call('GET', `${base}/abc`)).statusCode).toBe(422);
    expect((await admin.call('GET', `${base}/99999999999`)).statusCode).toBe(422);
  });
});

describe('sign-ups by channel and month', () => {
  it('counts applicants by month (Japan time) and access route, as JSON and as CSV', async () => {
    const admin = await signedInAdmin(ctx);
    const signUp = (created_at: string, access_route: string | null, type = 1) =>
      buildUser(ctx, { password: null, created_at: new Date(created_at), access_route, type } as never);
    await signUp('2024-01-10T03:00:00Z', 'Google Ads / Search (EN)');
    await signUp('2024-01-20T03:00:00Z', 'Google Ads / Search (EN)');
    await signUp('2024-01-31T16:00:00Z', 'X Ads (JA)'); // 1 February in Japan
    await signUp('2024-02-05T03:00:00Z', null);
    await signUp('2024-02-05T03:00:00Z', '=HYPERLINK("x")');
    await signUp('2024-02-06T03:00:00Z', 'Google Ads / Search (EN)', 2); // a company user: not a sign-up
    await signUp('2024-04-01T03:00:00Z', 'Google Ads / Search (EN)'); // after the range

    const res = await admin.call('GET', `${base}/report?from=2024-01&to=2024-03`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2024-01',
      to: '2024-03',
      by: 'access_route',
      data: [
        { month: '2024-01', label: 'Google Ads / Search (EN)', sign_ups: 2 },
        { month: '2024-02', label: '=HYPERLINK("x")', sign_ups: 1 },
        { month: '2024-02', label: 'X Ads (JA)', sign_ups: 1 },
        { month: '2024-02', label: null, sign_ups: 1 },
      ],
    });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: `${base}/report.csv?from=2024-01&to=2024-03`,
      headers: { authorization: `Bearer ${admin.token}`, 'x-localization': 'ja' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sign-ups-by-channel-2024-01-2024-03.csv"');
    expect(csv.body).toBe(
      '\uFEFF年月,流入経路,会員登録数\r\n' +
        '2024-01,Google Ads / Search (EN),2\r\n' +
        `2024-02,"'=HYPERLINK(""x"")",1\r\n` +
        '2024-02,X Ads (JA),1\r\n' +
        '2024-02,（流入経路なし）,1\r\n',
    );
  });

  it('counts by the channel applicants named, and checks its months', async () => {
    const admin = await signedInAdmin(ctx);
    const applicant = await signedInApplicant(ctx);
    await applicant.call('PUT', '/api/v1/applicants/channel', { channel_id: 9 });
    const month = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 7);
    const res = await admin.call('GET', `${base}/report?by=channel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().to).toBe(month);
    expect(res.json().data).toContainEqual({ month, label: 'A friend or colleague', sign_ups: 1 });
    const order = await admin.call('GET', `${base}/report?from=2024-05&to=2024-01`);
    expect(order.statusCode).toBe(422);
    expect(order.json().errors.to).toEqual(['Period to must be the same as or later than period from.']);
    const by = await admin.call('GET', `${base}/report?by=x`);
    expect(Object.keys(by.json().errors)).toEqual(['by']);
    expect((await admin.call('GET', `${base}/report?from=2024-13`)).statusCode).toBe(422);
  });
});
