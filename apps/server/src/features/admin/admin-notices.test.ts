import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { signedInAdmin } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';

const ctx = useTestContext();

const notice = (overrides: Record<string, unknown> = {}) => ({
  title_en: 'Maintenance on Sunday',
  title_ja: '日曜日のメンテナンス',
  body_en: 'The site is down from 2:00 to 4:00.',
  body_ja: '2:00〜4:00はご利用いただけません。',
  published_at: '2026-11-01T00:00:00Z',
  ...overrides,
});

describe('admin notices and GET /api/v1/notices', () => {
  it('creates, shows, updates, lists and deletes notices', async () => {
    const admin = await signedInAdmin(ctx);
    const created = await admin.call('POST', '/api/v1/admin/notices', notice());
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ ...notice(), published_at: '2026-11-01T00:00:00.000Z' });
    const updated = await admin.call(
      'PUT',
      `/api/v1/admin/notices/${id}`,
      notice({ title_en: 'Maintenance moved', published_at: null }),
    );
    expect(updated.json().data).toMatchObject({ title_en: 'Maintenance moved', published_at: null });
    expect((await admin.call('GET', `/api/v1/admin/notices/${id}`)).json().data.title_en).toBe('Maintenance moved');
    const list = (await admin.call('GET', '/api/v1/admin/notices')).json();
    expect(list.data.map((n: { id: number }) => n.id)).toContain(id);
    expect((await admin.call('DELETE', `/api/v1/admin/notices/${id}`)).statusCode).toBe(204);
    expect((await admin.call('GET', `/api/v1/admin/notices/${id}`)).statusCode).toBe(404);
    expect((await admin.call('PUT', `/api/v1/admin/notices/${id}`, notice())).statusCode).toBe(404);
  });

  it('requires the title and body in both languages', async () => {
    const admin = await signedInAdmin(ctx);
    const res = await admin.call('POST', '/api/v1/admin/notices', notice({ title_ja: '', body_en: undefined }), 'ja');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title_ja: ['必須項目です。'], body_en: ['必須項目です。'] });
    const date = await admin.call('POST', '/api/v1/admin/notices', notice({ published_at: 'tomorrow' }));
    expect(Object.keys(date.json().errors)).toEqual(['published_at']);
  });

  it('shows applicants the published notices, newest first, in their language; never drafts or future ones', async () => {
    const admin = await signedInAdmin(ctx);
    const now = ctx.deps.now().getTime();
    const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
    const older = (
      await admin.call(
        'POST',
        '/api/v1/admin/notices',
        notice({ title_en: 'Older', title_ja: '古い', published_at: at(-3) }),
      )
    ).json().data;
    const newer = (
      await admin.call(
        'POST',
        '/api/v1/admin/notices',
        notice({ title_en: 'Newer', title_ja: '新しい', published_at: at(-1) }),
      )
    ).json().data;
    await admin.call('POST', '/api/v1/admin/notices', notice({ title_en: 'Draft', published_at: null }));
    await admin.call('POST', '/api/v1/admin/notices', notice({ title_en: 'Future', published_at: at(2) }));
    const applicant = await signedInApplicant(ctx);
    const en = (await applicant.call('GET', '/api/v1/notices')).json();
    const mine = en.data.filter(
      (n: { id: number; title: string }) =>
        [older.id, newer.id].includes(n.id) || ['Draft', 'Future'].includes(n.title),
    );
    expect(mine.map((n: { title: string }) => n.title)).toEqual(['Newer', 'Older']);
    expect(mine[0]).toEqual({ id: newer.id, title: 'Newer', body: notice().body_en, published_at: newer.published_at });
    const ja = (await applicant.call('GET', '/api/v1/notices', undefined, 'ja')).json();
    const first = ja.data.find((n: { id: number }) => n.id === newer.id);
    expect(first).toMatchObject({ title: '新しい', body: notice().body_ja });
    const paged = (await applicant.call('GET', '/api/v1/notices?per_page=1')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.per_page).toBe(1);
  });
});
