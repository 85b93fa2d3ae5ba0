import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { callAs, signedInAdmin } from '../../../test/company-factories.ts';
import { appToken, buildUser, loginAs } from '../../../test/factories.ts';
import { expectFieldErrors } from '../../../test/field-errors.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

type Entry = {
  id: number;
  parent_id: number | null;
  en_question: string;
  ja_answer: string | null;
  sort_order: number;
};

const category = (overrides: Record<string, unknown> = {}) => ({
  en_question: 'Test category',
  ja_question: 'テストカテゴリ',
  ...overrides,
});
const item = (parentId: number, overrides: Record<string, unknown> = {}) => ({
  parent_id: parentId,
  en_question: 'How do I test?',
  ja_question: 'テストの方法は？',
  en_answer: 'Like this.',
  ja_answer: 'このようにします。',
  ...overrides,
});

async function registeredApplicant() {
  const user = await buildUser(ctx, { current_step: 4, registered_at: new Date() });
  const { access_token } = await loginAs(ctx, user);
  return callAs(ctx, access_token);
}

describe('GET /api/v1/faqs', () => {
  it('answers the seeded FAQ: categories with items in both languages, in their order', async () => {
    const guest = callAs(ctx, await appToken(ctx));
    const res = await guest('GET', '/api/v1/faqs');
    expect(res.statusCode).toBe(200);
    const data: Entry[] = res.json().data;
    const categories = data.filter((e) => e.parent_id === null);
    expect(categories.map((c) => c.en_question).slice(0, 2)).toEqual(['Account and sign-up', 'Profile and CV']);
    const free = data.find((e) => e.en_question === 'Does Hashi cost anything?');
    expect(free?.ja_answer).toContain('無料');
    expect((await callAs(ctx, undefined)('GET', '/api/v1/faqs')).statusCode).toBe(401);
  });

  it("shows 'after login' entries to registered applicants only", async () => {
    const admin = await signedInAdmin(ctx);
    const cat = (await admin.call('POST', '/api/v1/admin/faqs', category())).json().data;
    const open = (await admin.call('POST', '/api/v1/admin/faqs', item(cat.id, { en_question: 'Open' }))).json().data;
    const members = (
      await admin.call(
        'POST',
        '/api/v1/admin/faqs',
        item(cat.id, { en_question: 'Members', visibility: 'after_login' }),
      )
    ).json().data;
    const hidden = (
      await admin.call('POST', '/api/v1/admin/faqs', item(cat.id, { en_question: 'Hidden', hidden: true }))
    ).json().data;
    const ids = async (call: ReturnType<typeof callAs>) =>
      ((await call('GET', '/api/v1/faqs')).json().data as Entry[]).map((e) => e.id);

    const guest = await ids(callAs(ctx, await appToken(ctx)));
    expect(guest).toEqual(expect.arrayContaining([cat.id, open.id]));
    expect(guest).not.toContain(members.id);
    expect(guest).not.toContain(hidden.id);
    // Signed in but not registered yet: the public FAQ (spec §6).
    const unregistered = await ids(callAs(ctx, (await signedInApplicant(ctx)).token));
    expect(unregistered).not.toContain(members.id);
    const registered = await ids(await registeredApplicant());
    expect(registered).toEqual(expect.arrayContaining([cat.id, open.id, members.id]));
    expect(registered).not.toContain(hidden.id);

    // A hidden or members-only category takes its items with it.
    await admin.call('PUT', `/api/v1/admin/faqs/${cat.id}`, category({ visibility: 'after_login' }));
    expect(await ids(callAs(ctx, await appToken(ctx)))).not.toContain(open.id);
    await admin.call('PUT', `/api/v1/admin/faqs/${cat.id}`, category({ hidden: true }));
    expect(await ids(await registeredApplicant())).not.toContain(open.id);
  });
});

describe('admin FAQ', () => {
  it('creates, edits, orders, hides and deletes entries', async () => {
    const admin = await signedInAdmin(ctx);
    const created = await admin.call('POST', '/api/v1/admin/faqs', category({ en_answer: 'dropped' }));
    expect(created.statusCode).toBe(201);
    const cat = created.json().data;
    expect(cat).toMatchObject({ parent_id: null, en_answer: null, visibility: 'both', hidden: false });
    const a = (await admin.call('POST', '/api/v1/admin/faqs', item(cat.id, { en_question: 'A' }))).json().data;
    const b = (await admin.call('POST', '/api/v1/admin/faqs', item(cat.id, { en_question: 'B' }))).json().data;
    expect(b.sort_order).toBeGreaterThan(a.sort_order);

    const edited = await admin.call(
      'PUT',
      `/api/v1/admin/faqs/${a.id}`,
      item(cat.id, { en_question: 'A2', hidden: true }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ en_question: 'A2', hidden: true, sort_order: a.sort_order });

    const moved = await admin.call('POST', `/api/v1/admin/faqs/${b.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    const order = (list: Entry[]) => list.filter((e) => e.parent_id === cat.id).map((e) => e.en_question);
    expect(order(moved.json().data)).toEqual(['B', 'A2']);
    // Already first: stays first.
    expect(
      order((await admin.call('POST', `/api/v1/admin/faqs/${b.id}/move`, { direction: 'up' })).json().data),
    ).toEqual(['B', 'A2']);
    expect(
      order((await admin.call('POST', `/api/v1/admin/faqs/${b.id}/move`, { direction: 'down' })).json().data),
    ).toEqual(['A2', 'B']);

    const notEmpty = await admin.call('DELETE', `/api/v1/admin/faqs/${cat.id}`, undefined, 'ja');
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().message).toContain('このカテゴリには質問が登録されています');
    expect((await admin.call('DELETE', `/api/v1/admin/faqs/${a.id}`)).statusCode).toBe(204);
    expect((await admin.call('DELETE', `/api/v1/admin/faqs/${b.id}`)).statusCode).toBe(204);
    expect((await admin.call('DELETE', `/api/v1/admin/faqs/${cat.id}`)).statusCode).toBe(204);
    expect((await admin.call('DELETE', `/api/v1/admin/faqs/${cat.id}`)).statusCode).toBe(404);
    expect((await admin.call('PUT', `/api/v1/admin/faqs/${cat.id}`, category())).statusCode).toBe(404);
    expect((await admin.call('POST', `/api/v1/admin/faqs/${cat.id}/move`, { direction: 'up' })).statusCode).toBe(404);
    expect((await admin.call('PUT', '/api/v1/admin/faqs/abc', category())).statusCode).toBe(422);
    expect((await admin.call('DELETE', '/api/v1/admin/faqs/99999999999')).statusCode).toBe(422);
  });

  it('refuses bad entries with field errors in the request language', async () => {
    const admin = await signedInAdmin(ctx);
    const cat = (await admin.call('POST', '/api/v1/admin/faqs', category())).json().data;
    const child = (await admin.call('POST', '/api/v1/admin/faqs', item(cat.id))).json().data;
    await expectFieldErrors(
      (body, lang) => admin.call('POST', '/api/v1/admin/faqs', body, lang),
      [
        [
          { en_question: ' ', ja_question: 'x'.repeat(301) },
          { en_question: ['Required.'], ja_question: ['Must be 300 characters or less.'] },
          { en_question: ['必須項目です。'], ja_question: ['300文字以内で入力してください。'] },
        ],
        [
          item(cat.id, { en_answer: '', ja_answer: null }),
          { en_answer: ['Required.'], ja_answer: ['Required.'] },
          { en_answer: ['必須項目です。'], ja_answer: ['必須項目です。'] },
        ],
        [item(child.id), { parent_id: ['Choose a category.'] }, { parent_id: ['カテゴリを選択してください。'] }],
        [item(2_000_000_000), { parent_id: ['Choose a category.'] }, { parent_id: ['カテゴリを選択してください。'] }],
      ],
    );
    const visibility = await admin.call(
      'POST',
      '/api/v1/admin/faqs',
      category({ visibility: 'members', hidden: 'no' }),
    );
    expect(Object.keys(visibility.json().errors).sort()).toEqual(['hidden', 'visibility']);
    // A category that holds items cannot become an item; nothing can sit under itself.
    const other = (await admin.call('POST', '/api/v1/admin/faqs', category())).json().data;
    const demote = await admin.call('PUT', `/api/v1/admin/faqs/${cat.id}`, item(other.id));
    expect(demote.json().errors).toEqual({
      parent_id: ['This category still has questions. Move them to another category first.'],
    });
    const self = await admin.call('PUT', `/api/v1/admin/faqs/${other.id}`, item(other.id));
    expect(self.json().errors).toEqual({ parent_id: ['Choose a category.'] });
    const move = await admin.call('POST', `/api/v1/admin/faqs/${child.id}/move`, { direction: 'left' });
    expect(move.statusCode).toBe(422);
  });
});
