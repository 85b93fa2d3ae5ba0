import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const LISTS = [
  { url: '/api/v1/applicant-skills', key: 'skill_id', sync: 'applicant_skills' },
  { url: '/api/v1/applicant-position-experiences', key: 'job_position_id', sync: 'applicant_position_experiences' },
] as const;

describe.each(LISTS)('$url', ({ url, key, sync }) => {
  it('stores, shows, updates and deletes an entry; storing the same id again changes its years', async () => {
    const a = await signedInApplicant(ctx);
    const created = await a.call('POST', url, { [key]: 1, years_of_experience_range_id: 2 });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const again = await a.call('POST', url, { [key]: 1, years_of_experience_range_id: 4 });
    expect(again.json().data).toEqual({ id, [key]: 1, years_of_experience_range_id: 4 });
    expect((await a.call('GET', `${url}/${id}`)).json().data).toEqual({
      id,
      [key]: 1,
      years_of_experience_range_id: 4,
    });
    const updated = await a.call('PUT', `${url}/${id}`, { [key]: 2, years_of_experience_range_id: 5 });
    expect(updated.json().data).toEqual({ id, [key]: 2, years_of_experience_range_id: 5 });
    expect((await a.call('GET', `${url}/search`)).json().data).toHaveLength(1);
    expect((await a.call('DELETE', `${url}/${id}`)).statusCode).toBe(204);
    expect((await a.call('GET', url)).json().data).toEqual([]);
  });

  it('syncs the list, deduplicated by id (the last entry wins)', async () => {
    const a = await signedInApplicant(ctx);
    await a.call('POST', url, { [key]: 3, years_of_experience_range_id: 2 });
    const res = await a.call('POST', `${url}/sync`, {
      [sync]: [
        { [key]: 1, years_of_experience_range_id: 2 },
        { [key]: 2, years_of_experience_range_id: 3 },
        { [key]: 1, years_of_experience_range_id: 5 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data.map((e: Record<string, number>) => [e[key], e.years_of_experience_range_id]);
    expect(data.sort()).toEqual([
      [1, 5],
      [2, 3],
    ]);
  });

  it('answers field messages for missing or unknown ids in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const en = await a.call('POST', url, {});
    expect(en.json().errors).toEqual({ [key]: ['Required.'], years_of_experience_range_id: ['Required.'] });
    const ja = await a.call(
      'POST',
      `${url}/sync`,
      { [sync]: [{ [key]: 999_999, years_of_experience_range_id: 2 }] },
      'ja',
    );
    expect(ja.statusCode).toBe(422);
    expect(ja.json().errors).toEqual({ [`${sync}.0.${key}`]: ['値が正しくありません。'] });
  });

  it("never lets an applicant read or change another applicant's entries", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    const id = (await a.call('POST', url, { [key]: 1, years_of_experience_range_id: 2 })).json().data.id;
    expect((await b.call('GET', `${url}/${id}`)).statusCode).toBe(404);
    expect((await b.call('PUT', `${url}/${id}`, { [key]: 2, years_of_experience_range_id: 2 })).statusCode).toBe(404);
    expect((await b.call('DELETE', `${url}/${id}`)).statusCode).toBe(404);
    expect((await b.call('GET', url)).json().data).toEqual([]);
    await b.call('POST', `${url}/sync`, { [sync]: [] });
    expect((await a.call('GET', url)).json().data).toHaveLength(1);
  });
});
