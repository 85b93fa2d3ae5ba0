import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const URL = '/api/v1/applicant-career';
const body = { work_summary: 'Backend engineer.', currency: 1, current_working_status: 1, latest_annual_income: 4 };

describe('applicant-career', () => {
  it('saves income and the career summary', async () => {
    const a = await signedInApplicant(ctx);
    const res = await a.call('PUT', URL, { ...body, desired_annual_salary: 7_500_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...body, desired_annual_salary: 7_500_000 });
    expect((await a.call('GET', URL)).json().data.work_summary).toBe('Backend engineer.');
  });

  it('requires the summary, at most 10000 characters, in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    expect((await a.call('PUT', URL, { ...body, work_summary: ' ' })).json().errors).toEqual({
      work_summary: ['Required.'],
    });
    const ja = await a.call('PUT', URL, { ...body, work_summary: 'x'.repeat(10_001) }, 'ja');
    expect(ja.json().errors).toEqual({ work_summary: ['10000文字以内で入力してください。'] });
  });

  it("keeps each applicant's record apart", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    await a.call('PUT', URL, body);
    expect((await b.call('GET', URL)).json().data.work_summary).toBeNull();
  });
});
