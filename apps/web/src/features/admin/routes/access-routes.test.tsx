import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appToken, mockApi, tokens } from '../../auth/test/mock-api.ts';
import { consoleUser, invalid, pageOf, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';

const google = {
  id: 1,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'engineers_en',
  utm_term: null,
  utm_content: null,
  label: 'Google Ads / Search (EN)',
};

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    'POST /api/v1/login': { body: tokens({}, { id: 43, type: 3, current_step: 0 }) },
    ...routes,
  });
}

beforeEach(() => {
  signIn(3);
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('admin access routes', () => {
  it('lists the mapping, adds a row (server messages under the fields), edits and deletes it', async () => {
    let rows = [google];
    let posts = 0;
    const api = server({
      'GET /api/v1/admin/access-routes': () => pageOf(rows),
      'POST /api/v1/admin/access-routes': (call) => {
        posts += 1;
        if (posts === 1) return invalid({ label: ['Required.'] });
        const created = { id: 2, ...(call.body as object) } as typeof google;
        rows = [...rows, created];
        return { status: 201, body: { data: created } };
      },
      'PUT /api/v1/admin/access-routes/2': (call) => {
        rows = rows.map((r) => (r.id === 2 ? { ...r, ...(call.body as object) } : r));
        return { body: { data: rows.find((r) => r.id === 2) } };
      },
      'DELETE /api/v1/admin/access-routes/2': () => {
        rows = rows.filter((r) => r.id !== 2);
        return { status: 204 };
      },
    });
    renderConsole('/admin/access-routes');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access routes' })).toBeTruthy();
    const first = (await screen.findByRole('heading', { name: 'Google Ads / Search (EN)' })).closest(
      'li',
    ) as HTMLElement;
    expect(
      within(first).getByText(
        'utm_source=google · utm_medium=cpc · utm_campaign=engineers_en · utm_term=(any) · utm_content=(any)',
      ),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add access route' }));
    for (const [label, text] of [
      [/^utm_source/, 'newsletter'],
      [/^utm_medium/, 'email'],
      [/^utm_campaign/, 'autumn'],
      [/^utm_content/, 'banner'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    await user.click(screen.getByLabelText(/^Channel label/));
    await user.paste('Newsletter / Autumn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The access route is saved.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/admin/access-routes')[1]?.body).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_term: null,
      utm_content: 'banner',
      label: 'Newsletter / Autumn',
    });

    const added = (await screen.findByRole('heading', { name: 'Newsletter / Autumn' })).closest('li') as HTMLElement;
    await user.click(within(added).getByRole('button', { name: 'Edit' }));
    const label = screen.getByLabelText(/^Channel label/);
    await user.clear(label);
    await user.paste('Newsletter / Autumn 2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Newsletter / Autumn 2026' })).toBeTruthy();
    expect(api.callsTo('PUT', '/api/v1/admin/access-routes/2')[0]?.body).toMatchObject({
      label: 'Newsletter / Autumn 2026',
      utm_content: 'banner',
    });

    const edited = screen.getByRole('heading', { name: 'Newsletter / Autumn 2026' }).closest('li') as HTMLElement;
    await user.click(within(edited).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The access route is deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Newsletter / Autumn 2026' })).toBeNull());
  });

  it('shows a refused duplicate in Japanese', async () => {
    await i18next.changeLanguage('ja');
    server({
      'GET /api/v1/admin/access-routes': pageOf([google]),
      'POST /api/v1/admin/access-routes': {
        status: 409,
        body: { message: 'このUTMの組み合わせには、すでに流入経路が登録されています。', code: 'conflict' },
      },
    });
    renderConsole('/admin/access-routes');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '流入経路を追加' }));
    for (const [label, text] of [
      [/^utm_source/, 'google'],
      [/^utm_medium/, 'cpc'],
      [/^utm_campaign/, 'engineers_en'],
      [/^流入経路名/, '重複'],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }
    await user.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('このUTMの組み合わせには、すでに流入経路が登録されています。')).toBeTruthy();
  });
});

describe('sign-ups by channel', () => {
  it('shows the months and channels with a total, switches the count, and downloads the CSV', async () => {
    const created = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = server({
      'GET /api/v1/admin/access-routes/report': (call) => ({
        body: {
          from: '2025-12',
          to: '2026-11',
          by: call.path.includes('by=channel') ? 'channel' : 'access_route',
          data: call.path.includes('by=channel')
            ? [{ month: '2026-11', label: 'LinkedIn', sign_ups: 3 }]
            : [
                { month: '2026-10', label: 'Google Ads / Search (EN)', sign_ups: 1200 },
                { month: '2026-11', label: null, sign_ups: 4 },
              ],
        },
      }),
      'GET /api/v1/admin/access-routes/report.csv': () =>
        new Response('\uFEFFMonth,Channel,Sign-ups\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="sign-ups-by-channel-2025-12-2026-11.csv"',
          },
        }),
    });
    renderConsole('/admin/signup-report');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Sign-ups by channel' });
    expect(within(table).getByText('Google Ads / Search (EN)')).toBeTruthy();
    expect(within(table).getByText('1,200')).toBeTruthy();
    expect(within(table).getByText('(no channel)')).toBeTruthy();
    expect(within(table).getByText('1,204')).toBeTruthy();
    expect((screen.getByLabelText('From (month)') as HTMLInputElement).value).toBe('2025-12');

    await user.click(screen.getByRole('combobox', { name: 'Count by' }));
    await user.click(await screen.findByRole('option', { name: 'How they heard of Hashi (their answer)' }));
    expect(await screen.findByText('LinkedIn')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const download = api.callsTo('GET', '/api/v1/admin/access-routes/report.csv')[0];
    expect(download?.path).toContain('by=channel');
    expect(download?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(created).toHaveBeenCalled();
    click.mockRestore();
  });
});
