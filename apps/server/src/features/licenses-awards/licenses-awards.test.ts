import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

describe('applicant-licenses and applicant-awards', () => {
  it('saves each list whole and answers it', async () => {
    const a = await signedInApplicant(ctx);
    const lic = await a.call('POST', '/api/v1/applicant-licenses/sync', {
      licenses: [{ name: 'AWS SAA', year: 2022 }, { name: '基本情報技術者' }],
    });
    expect(lic.statusCode).toBe(200);
    expect(lic.json().data.map((l: { name: string; year: number | null }) => [l.name, l.year])).toEqual([
      ['AWS SAA', 2022],
      ['基本情報技術者', null],
    ]);
    await a.call('POST', '/api/v1/applicant-licenses/sync', { licenses: [{ name: 'CKA', year: 2024 }] });
    expect((await a.call('GET', '/api/v1/applicant-licenses')).json().data).toHaveLength(1);
    const aw = await a.call('POST', '/api/v1/applicant-awards/sync', { awards: [{ name: 'ICPC regional' }] });
    expect(aw.json().data).toEqual([{ id: expect.any(Number), name: 'ICPC regional' }]);
  });

  it('rejects a duplicate license or award in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const en = await a.call('POST', '/api/v1/applicant-licenses/sync', {
      licenses: [{ name: 'CKA' }, { name: 'cka' }],
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ 'licenses.1.name': ['This license has already been added.'] });
    const ja = await a.call(
      'POST',
      '/api/v1/applicant-awards/sync',
      { awards: [{ name: 'Prize' }, { name: 'Prize ' }] },
      'ja',
    );
    expect(ja.json().errors).toEqual({ 'awards.1.name': ['この受賞歴はすでに追加されています。'] });
  });

  it("keeps each applicant's lists apart", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    await a.call('POST', '/api/v1/applicant-licenses/sync', { licenses: [{ name: 'CKA' }] });
    await b.call('POST', '/api/v1/applicant-licenses/sync', { licenses: [] });
    expect((await b.call('GET', '/api/v1/applicant-licenses')).json().data).toEqual([]);
    expect((await a.call('GET', '/api/v1/applicant-licenses')).json().data).toHaveLength(1);
    expect((await b.call('GET', '/api/v1/applicant-awards')).json().data).toEqual([]);
  });
});
