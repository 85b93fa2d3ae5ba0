import type { AdminQuarantinedFile } from '@hashi/shared/quarantine.schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setViewportWidth } from '../../../test/viewport.ts';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { consoleUser, renderConsole, signIn } from '../../employer/test/console-fixtures.tsx';

const BASE = '/api/v1/admin/quarantined-files';

const file = (overrides: Partial<AdminQuarantinedFile> = {}): AdminQuarantinedFile => ({
  id: 12,
  quarantined_at: '2026-11-22T01:00:00.000Z',
  purpose: 'message_attachment',
  uploader: { id: 501, email: 'linh@example.com' },
  file_name: 'invoice.pdf',
  size_bytes: 12_600,
  verdict: 'infected',
  detail: 'Eicar-Test-Signature.UNOFFICIAL',
  delete_after: '2026-12-22T01:00:00.000Z',
  ...overrides,
});

const page = (
  items: AdminQuarantinedFile[],
  meta = { current_page: 1, per_page: 20, total: items.length, last_page: 1 },
) => ({
  body: { data: items, meta, retention_days: 30 },
});

function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(3) },
    'GET /api/v1/admin/message-reports': {
      body: { data: [], meta: { current_page: 1, per_page: 1, total: 0, last_page: 1 }, pending_count: 0 },
    },
    ...routes,
  });
}

beforeEach(() => {
  signIn(3);
  setViewportWidth(1280);
});
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('/admin/quarantined-files (ADR 0046)', () => {
  it('lists each kept-back file with its facts, never a link to it, and deletes one for good after asking', async () => {
    let items = [
      file(),
      file({
        id: 11,
        file_name: 'cv.docx',
        uploader: null,
        verdict: 'unreadable',
        detail: 'INSTREAM size limit exceeded',
        purpose: 'profile_photo',
      }),
    ];
    const api = server({
      [`GET ${BASE}`]: () => page(items),
      [`DELETE ${BASE}/12`]: () => {
        items = items.filter((f) => f.id !== 12);
        return { status: 204 };
      },
    });
    renderConsole('/admin/quarantined-files');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Quarantined files', level: 1 })).toBeTruthy();
    expect(await screen.findByText(/deleted automatically 30 days after/)).toBeTruthy();
    const first = (await screen.findByRole('heading', { name: 'invoice.pdf', level: 2 })).closest('li') as HTMLElement;
    expect(within(first).getByText('Threat found')).toBeTruthy();
    expect(within(first).getByText('Message attachment')).toBeTruthy();
    expect(within(first).getByText('linh@example.com (#501)')).toBeTruthy();
    expect(within(first).getByText('12 kB')).toBeTruthy();
    expect(within(first).getByText('Signature')).toBeTruthy();
    expect(within(first).getByText('Eicar-Test-Signature.UNOFFICIAL')).toBeTruthy();
    const second = screen.getByRole('heading', { name: 'cv.docx', level: 2 }).closest('li') as HTMLElement;
    expect(within(second).getByText('Could not be scanned')).toBeTruthy();
    expect(within(second).getByText('Deleted account')).toBeTruthy();
    expect(within(second).getByText('Reason')).toBeTruthy();
    // Nothing leads to the bytes.
    expect(within(first).queryByRole('link')).toBeNull();
    expect(
      document.querySelector('main a[href*="quarantine"], [src*="quarantine"], a[href*="/quarantine/"]'),
    ).toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Delete invoice.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete invoice.pdf for good?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `${BASE}/12`)).toHaveLength(0);

    await user.click(within(first).getByRole('button', { name: 'Delete invoice.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    expect((await screen.findByRole('status')).textContent).toBe('invoice.pdf was deleted.');
    expect(api.callsTo('DELETE', `${BASE}/12`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'invoice.pdf' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'cv.docx', level: 2 })).toBeTruthy();
  });

  it('in Japanese: the empty state, and the server’s words when a file is already gone', async () => {
    await act(() => i18next.changeLanguage('ja'));
    let items = [file({ purpose: 'company_image' })];
    server({
      [`GET ${BASE}`]: () => page(items),
      [`DELETE ${BASE}/12`]: () => {
        items = [];
        return { status: 404, body: { message: 'お探しのページは見つかりませんでした。', code: 'not_found' } };
      },
    });
    renderConsole('/admin/quarantined-files');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: '隔離ファイル', level: 1 })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'invoice.pdf', level: 2 })).closest('li') as HTMLElement;
    expect(within(card).getByText('脅威を検出')).toBeTruthy();
    expect(within(card).getByText('企業画像')).toBeTruthy();
    expect(within(card).getByText('検出名')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'invoice.pdfを削除' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'invoice.pdfを完全に削除しますか？' })).getByRole('button', {
        name: '完全に削除する',
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('お探しのページは見つかりませんでした。');
    expect(await screen.findByText('隔離されているファイルはありません。')).toBeTruthy();
  });
});
