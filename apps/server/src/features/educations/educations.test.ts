import { describe, expect, it } from 'vitest';
import { type ApplicantClient, signedInApplicant } from '../../../test/applicant-client.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const URL = '/api/v1/applicant-educations';
const school = (name: string, extra: Record<string, unknown> = {}) => ({
  school_name: name,
  school_url: 'https://www.u-tokyo.ac.jp/',
  educational_level_id: 1,
  major: 'Computer science',
  period_from: '2012/04',
  period_to: '2016/03',
  ...extra,
});
const names = (res: { json(): { data: Array<{ school_name: string }> } }) =>
  res
    .json()
    .data.map((e) => e.school_name)
    .sort();

async function store(client: ApplicantClient, name: string) {
  const res = await client.call('POST', URL, school(name));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

describe('applicant-educations', () => {
  it('stores, lists, shows and updates an education', async () => {
    const a = await signedInApplicant(ctx);
    const created = await store(a, 'Tokyo');
    expect(created).toMatchObject({
      school_name: 'Tokyo',
      period_from: '2012/04',
      period_to: '2016/03',
      deleted_at: null,
    });
    expect(names(await a.call('GET', URL))).toEqual(['Tokyo']);
    const updated = await a.call('PUT', `${URL}/${created.id}`, school('Kyoto', { is_current: true }));
    expect(updated.json().data).toMatchObject({ school_name: 'Kyoto', is_current: true, period_to: null });
    expect((await a.call('GET', `${URL}/${created.id}`)).json().data.school_name).toBe('Kyoto');
  });

  it('accepts only a full http(s) school URL, in English and Japanese', async () => {
    const a = await signedInApplicant(ctx);
    const en = await a.call('POST', URL, school('X', { school_url: 'www.example.com' }));
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ school_url: ['Must be a full URL starting with http:// or https://.'] });
    const ja = await a.call('POST', URL, school('X', { school_url: 'ftp://example.com' }), 'ja');
    expect(ja.json().errors).toEqual({ school_url: ['http:// または https:// から始まるURLを入力してください。'] });
    const required = await a.call('POST', URL, { school_name: '' }, 'ja');
    expect(required.json().errors).toEqual({ school_name: ['必須項目です。'] });
  });

  it('keeps at most 7 live entries; a removed one is soft-deleted and can be restored', async () => {
    const a = await signedInApplicant(ctx);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i += 1) ids.push((await store(a, `School ${i}`)).id);
    const eighth = await a.call('POST', URL, school('School 8'));
    expect(eighth.statusCode).toBe(422);
    expect(eighth.json().errors).toEqual({ educations: ['You can add up to 7 educations.'] });
    expect((await a.call('POST', URL, school('School 8'), 'ja')).json().errors).toEqual({
      educations: ['学歴は7件まで登録できます。'],
    });

    const removed = ids[0] as number;
    expect((await a.call('DELETE', `${URL}/${removed}`)).statusCode).toBe(204);
    expect((await a.call('GET', `${URL}/${removed}`)).statusCode).toBe(404);
    const withDeleted = (await a.call('GET', `${URL}?include_deleted=true`)).json().data;
    expect(withDeleted.find((e: { id: number }) => e.id === removed).deleted_at).toEqual(expect.any(String));

    await store(a, 'School 8');
    // Restoring would make 8 live entries.
    expect((await a.call('POST', `${URL}/${removed}/restore`)).statusCode).toBe(422);
    const last = (await a.call('GET', URL))
      .json()
      .data.find((e: { school_name: string }) => e.school_name === 'School 8');
    await a.call('DELETE', `${URL}/${last.id}`);
    const restored = await a.call('POST', `${URL}/${removed}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ id: removed, deleted_at: null });
  });

  it('syncs: unsaved entries marked deleted are dropped, saved ones soft-deleted, the rest kept or added', async () => {
    const a = await signedInApplicant(ctx);
    const keep = await store(a, 'Keep');
    const remove = await store(a, 'Remove');
    const leftOut = await store(a, 'Left out');
    const res = await a.call('POST', `${URL}/sync`, {
      educations: [
        { ...school('Kept'), id: keep.id },
        { ...school('Remove'), id: remove.id, deleted: true },
        { ...school('Never saved'), id: 0, deleted: true },
        { ...school('New'), id: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Kept', 'New']);
    const all = (await a.call('GET', `${URL}?include_deleted=1`)).json().data as Array<{
      id: number;
      school_name: string;
      deleted_at: string | null;
    }>;
    expect(all.map((e) => e.school_name).sort()).toEqual(['Kept', 'Left out', 'New', 'Remove']);
    expect(
      all
        .filter((e) => e.deleted_at)
        .map((e) => e.id)
        .sort(),
    ).toEqual([remove.id, leftOut.id].sort());

    // A saved entry listed again comes back.
    const back = await a.call('POST', `${URL}/sync`, {
      educations: [
        { ...school('Kept'), id: keep.id },
        { ...school('Remove again'), id: remove.id },
      ],
    });
    expect(names(back)).toEqual(['Kept', 'Remove again']);

    const eight = Array.from({ length: 8 }, (_, i) => ({ ...school(`S${i}`), id: 0 }));
    const tooMany = await a.call('POST', `${URL}/sync`, { educations: eight });
    expect(tooMany.json().errors).toEqual({ educations: ['You can add up to 7 educations.'] });
  });

  it("never lets an applicant read, change, remove or restore another applicant's education", async () => {
    const a = await signedInApplicant(ctx);
    const b = await signedInApplicant(ctx);
    const mine = await store(a, 'Mine');
    expect((await b.call('GET', `${URL}/${mine.id}`)).statusCode).toBe(404);
    expect((await b.call('PUT', `${URL}/${mine.id}`, school('Hacked'))).statusCode).toBe(404);
    expect((await b.call('DELETE', `${URL}/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await b.call('POST', `${URL}/sync`, { educations: [{ ...school('Hacked'), id: mine.id }] })).statusCode,
    ).toBe(404);
    await a.call('DELETE', `${URL}/${mine.id}`);
    expect((await b.call('POST', `${URL}/${mine.id}/restore`)).statusCode).toBe(404);
    expect((await b.call('GET', `${URL}?include_deleted=true`)).json().data).toEqual([]);
    const still = (await a.call('GET', `${URL}?include_deleted=true`)).json().data;
    expect(still.map((e: { school_name: string }) => e.school_name)).toEqual(['Mine']);
  });
});
