import { describe, expect, it } from 'vitest';
import { signedInCompany } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { SCOUT_TEMPLATES_MAX } from './scout-templates.service.ts';

const ctx = useTestContext();

const base = '/api/v1/employer/scout-templates';

describe('scout templates', () => {
  it('creates, lists, shows, updates and deletes its own templates', async () => {
    const company = await signedInCompany(ctx);
    const created = await company.call('POST', base, { name: 'Backend', body_en: 'Hello {name}', body_ja: null });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ name: 'Backend', body_en: 'Hello {name}', body_ja: null });
    await company.call('POST', base, { name: 'Analytics', body_ja: 'こんにちは' });
    const list = (await company.call('GET', base)).json().data;
    expect(list.map((t: { name: string }) => t.name)).toEqual(['Analytics', 'Backend']);
    const updated = await company.call('PUT', `${base}/${id}`, { name: 'Backend 2', body_en: 'Hi', body_ja: 'やあ' });
    expect(updated.json().data).toMatchObject({ id, name: 'Backend 2', body_ja: 'やあ' });
    expect((await company.call('GET', `${base}/${id}`)).json().data.name).toBe('Backend 2');
    expect((await company.call('DELETE', `${base}/${id}`)).statusCode).toBe(204);
    expect((await company.call('GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await company.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
  });

  it('needs a name and a body in at least one language, with messages in the request language', async () => {
    const company = await signedInCompany(ctx);
    const none = await company.call('POST', base, { name: '', body_en: '  ' }, 'ja');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ name: ['必須項目です。'] });
    const noBody = await company.call('POST', base, { name: 'Empty' });
    expect(noBody.json().errors).toEqual({ body_en: ['Required.'], body_ja: ['Required.'] });
    const long = await company.call('POST', base, { name: 'x'.repeat(101), body_en: 'b' });
    expect(long.json().errors.name).toEqual(['Must be 100 characters or less.']);
  });

  it(`keeps at most ${SCOUT_TEMPLATES_MAX} templates a company`, async () => {
    const company = await signedInCompany(ctx);
    await ctx.deps.db
      .insertInto('scout_templates')
      .values(
        Array.from({ length: SCOUT_TEMPLATES_MAX }, (_, i) => ({
          company_id: company.companyId,
          name: `T${i}`,
          body_en: 'b',
        })),
      )
      .execute();
    const res = await company.call('POST', base, { name: 'One more', body_en: 'b' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name[0]).toContain('50');
  });

  it("never shows or changes another company's template", async () => {
    const owner = await signedInCompany(ctx);
    const other = await signedInCompany(ctx);
    const { id } = (await owner.call('POST', base, { name: 'Secret', body_en: 'b' })).json().data;
    expect((await other.call('GET', base)).json().data).toEqual([]);
    expect((await other.call('GET', `${base}/${id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `${base}/${id}`, { name: 'Mine', body_en: 'x' })).statusCode).toBe(404);
    expect((await other.call('DELETE', `${base}/${id}`)).statusCode).toBe(404);
    expect((await owner.call('GET', `${base}/${id}`)).json().data.name).toBe('Secret');
  });
});
