import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { appToken, bearer, randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { conditionsHash } from './saved-searches.service.ts';

const ctx = useTestContext();

const URL = '/api/v1/saved-searches';
const tokyoReact = { popular_keywords: 'React', japan_prefecture_id: [27, 13], remote_work: true };

describe('saved searches API', () => {
  it('saves, lists, renames, switches the alert and deletes a search', async () => {
    const a = await signedInApplicant(ctx);
    const created = await a.call('POST', URL, { name: 'React in Tokyo', conditions: tokyoReact });
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json();
    expect(message).toBe('Search saved.');
    expect(data).toMatchObject({ name: 'React in Tokyo', alert_enabled: true, last_alerted_at: null });
    // Normalised: ids sorted, keys in order.
    expect(data.conditions).toEqual({ japan_prefecture_id: [13, 27], popular_keywords: 'React', remote_work: true });

    const second = await a.call('POST', URL, { name: 'Go', conditions: { it_skills: [5] }, alert_enabled: false });
    expect(second.statusCode).toBe(201);
    const list = await a.call('GET', URL);
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Go', 'React in Tokyo']);

    const renamed = await a.call('PUT', `${URL}/${data.id}`, { name: '  Tokyo frontend  ' }, 'ja');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: '検索条件の名前を変更しました。',
      data: { name: 'Tokyo frontend' },
    });

    const off = await a.call('PUT', `${URL}/${data.id}/alert`, { alert_enabled: false });
    expect(off.json()).toMatchObject({ message: 'Alerts are off for this search.', data: { alert_enabled: false } });
    const offAgain = await a.call('PUT', `${URL}/${data.id}/alert`, { alert_enabled: false });
    expect(offAgain.json().data.alert_enabled).toBe(false);
    const on = await a.call('PUT', `${URL}/${data.id}/alert`, { alert_enabled: true });
    expect(on.json().data.alert_enabled).toBe(true);

    const deleted = await a.call('DELETE', `${URL}/${data.id}`);
    expect(deleted.json()).toEqual({ message: 'Search deleted.' });
    expect((await a.call('GET', URL)).json().data).toHaveLength(1);
    expect((await a.call('DELETE', `${URL}/${data.id}`)).statusCode).toBe(404);
  });

  it("answers 'That condition is already saved' for the same conditions written another way", async () => {
    const a = await signedInApplicant(ctx);
    expect((await a.call('POST', URL, { name: 'First', conditions: tokyoReact })).statusCode).toBe(201);
    const again = {
      popular_keywords: '  ＲＥＡＣＴ ',
      japan_prefecture_id: [13, 27, 13],
      remote_work: true,
      industries: [],
      language_id: null,
    };
    const en = await a.call('POST', URL, { name: 'Second', conditions: again });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      message: 'That condition is already saved',
      errors: { conditions: ['That condition is already saved'] },
    });
    const ja = await a.call('POST', URL, { name: 'Second', conditions: again }, 'ja');
    expect(ja.json().message).toBe('その条件はすでに保存されています');
    // Another applicant may save the same conditions.
    const b = await signedInApplicant(ctx);
    expect((await b.call('POST', URL, { name: 'Mine', conditions: tokyoReact })).statusCode).toBe(201);
  });

  it("answers 'Please put search conditions' for empty conditions", async () => {
    const a = await signedInApplicant(ctx);
    for (const conditions of [{}, { popular_keywords: '   ', industries: [], remote_work: null }]) {
      const res = await a.call('POST', URL, { name: 'Nothing', conditions });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ conditions: ['Please put search conditions'] });
    }
    const ja = await a.call('POST', URL, { name: 'なし', conditions: {} }, 'ja');
    expect(ja.json().message).toBe('検索条件を入力してください');
  });

  it('has no limit on the number of saved searches (spec §9)', async () => {
    const a = await signedInApplicant(ctx);
    for (let id = 1; id <= 25; id += 1) {
      expect((await a.call('POST', URL, { name: `Skill ${id}`, conditions: { it_skills: [id] } })).statusCode).toBe(
        201,
      );
    }
    expect((await a.call('GET', URL)).json().data).toHaveLength(25);
  });

  it('validates the name and the conditions as the search does', async () => {
    const a = await signedInApplicant(ctx);
    const blank = await a.call('POST', URL, { name: '  ', conditions: tokyoReact });
    expect(blank.json().errors).toEqual({ name: ['Required.'] });
    const long = await a.call('POST', URL, { name: 'x'.repeat(101), conditions: tokyoReact });
    expect(long.json().errors.name).toEqual(['Must be 100 characters or less.']);
    const bad = await a.call('POST', URL, {
      name: 'Bad',
      conditions: { salary_min: 9, salary_max: 1, sort: 'newest' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['conditions.sort']));
    const rename = await a.call('PUT', `${URL}/1`, { name: '' });
    expect(rename.statusCode).toBe(422);
  });

  it("reaches only the applicant's own searches: another's id answers 404 and changes nothing", async () => {
    const owner = await signedInApplicant(ctx);
    const other = await signedInApplicant(ctx);
    const { data } = (await owner.call('POST', URL, { name: 'Mine', conditions: { job_position_id: 3 } })).json();
    expect((await other.call('PUT', `${URL}/${data.id}`, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await other.call('PUT', `${URL}/${data.id}/alert`, { alert_enabled: false })).statusCode).toBe(404);
    expect((await other.call('DELETE', `${URL}/${data.id}`)).statusCode).toBe(404);
    expect((await other.call('GET', URL)).json().data).toEqual([]);
    const mine = (await owner.call('GET', URL)).json().data;
    expect(mine).toMatchObject([{ id: data.id, name: 'Mine', alert_enabled: true }]);
  });

  it('needs a signed-in applicant', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL, remoteAddress: randomIp() })).statusCode).toBe(401);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(await appToken(ctx)),
      payload: { name: 'x', conditions: tokyoReact },
      remoteAddress: randomIp(),
    });
    expect(guest.statusCode).toBe(401);
  });

  it('hashes equal conditions equally whatever their order, case and width', () => {
    expect(conditionsHash({ it_skills: [3, 1], popular_keywords: 'Go  React' })).toBe(
      conditionsHash({ popular_keywords: 'go react', it_skills: [1, 3, 3] }),
    );
    expect(conditionsHash({ it_skills: [1] })).not.toBe(conditionsHash({ featured_it_skills: [1] }));
  });
});
