import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const PREFERENCES = '/api/v1/applicant-preferences';
const EXCLUDED = '/api/v1/applicant-excluded-companies';
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('applicant-preferences', () => {
  it('saves the whole section, deduplicating picks', async () => {
    const a = await signedInApplicant(ctx);
    const body = {
      job_search_status_id: 1,
      prefecture_ids: [13, 13, 14],
      remote_from_overseas: true,
      industry_ids: [1, 2],
      job_position_ids: [1],
      employment_type_id: 1,
      minimum_salary: 6_000_000,
      appeal_point_ids: [1, 2, 3, 4, 5],
      character_pairs: [{ pair: 1, value: 4 }],
      email_notification_ids: [1],
    };
    const res = await a.call('PUT', PREFERENCES, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...body, prefecture_ids: [13, 14], visible_to_companies: true });
    expect((await a.call('GET', PREFERENCES)).json().data.minimum_salary).toBe(6_000_000);
  });

  it('allows at most 15 prefectures, industries and roles and 5 priorities, in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const body = {
      prefecture_ids: ids(16),
      industry_ids: ids(16),
      job_position_ids: ids(16),
      appeal_point_ids: ids(6),
    };
    const en = await a.call('PUT', PREFERENCES, body);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      prefecture_ids: ['You can select up to 15 items.'],
      industry_ids: ['You can select up to 15 items.'],
      job_position_ids: ['You can select up to 15 items.'],
      appeal_point_ids: ['You can select up to 5 items.'],
    });
    const ja = await a.call('PUT', PREFERENCES, body, 'ja');
    expect(ja.json().errors.appeal_point_ids).toEqual(['選択できるのは5件までです。']);
    const unknown = await a.call('PUT', PREFERENCES, { prefecture_ids: [13, 999] });
    expect(unknown.json().errors).toEqual({ prefecture_ids: ['Invalid value.'] });
  });
});

describe('applicant-excluded-companies', () => {
  it('adds, rejects a duplicate, lists and removes excluded companies', async () => {
    const a = await signedInApplicant(ctx);
    const added = await a.call('POST', EXCLUDED, { company_name: 'Current Employer KK' });
    expect(added.statusCode).toBe(201);
    const dup = await a.call('POST', EXCLUDED, { company_name: ' current employer kk ' }, 'ja');
    expect(dup.json().errors).toEqual({ company_name: ['この企業はすでに追加されています。'] });
    expect((await a.call('GET', EXCLUDED)).json().data).toEqual([added.json().data]);
    expect((await a.call('DELETE', `${EXCLUDED}/${added.json().data.id}`)).statusCode).toBe(204);
    expect((await a.call('GET', EXCLUDED)).json().data).toEqual([]);
  });

  it("never lets an applicant see or remove another applicant's exclusions or preferences", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    const added = (await a.call('POST', EXCLUDED, { company_name: 'Secret Co' })).json().data;
    await a.call('PUT', PREFERENCES, { prefecture_ids: [13] });
    expect((await b.call('DELETE', `${EXCLUDED}/${added.id}`)).statusCode).toBe(404);
    expect((await b.call('GET', EXCLUDED)).json().data).toEqual([]);
    expect((await b.call('GET', PREFERENCES)).json().data.prefecture_ids).toEqual([]);
    expect((await a.call('GET', EXCLUDED)).json().data).toHaveLength(1);
  });
});
