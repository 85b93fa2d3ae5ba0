import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { company, consoleUser, masterRoutes, renderConsole, signIn } from '../test/console-fixtures.tsx';

const logo = { id: 41, payload_type: 1, rank: 1, source: 'file', url: '/api/v1/company-documents/41/image' };

function server(images: () => unknown[], routes: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(2) },
    'GET /api/v1/employer/company': { body: { data: company() } },
    'GET /api/v1/employer/company/images': () => ({ body: { data: images() } }),
    ...masterRoutes(),
    ...routes,
  });
}

beforeEach(() => signIn(2));
afterEach(() => act(() => i18next.changeLanguage('en')));

describe('the listed box (issue 13: a company "listed on the TSE" showed it unticked)', () => {
  it('shows the saved value ticked', async () => {
    mockApi({
      'POST /oauth/token': appToken(),
      'GET /api/v1/user/auth': { body: consoleUser(2) },
      'GET /api/v1/employer/company': { body: { data: company({ is_listed: true }) } },
      'GET /api/v1/employer/company/images': { body: { data: [] } },
      ...masterRoutes(),
    });
    renderConsole('/employer/company');
    const box = await screen.findByRole('checkbox', { name: 'Listed on a stock exchange' });
    expect((box as HTMLInputElement).checked).toBe(true);
    // What the user sees: MUI draws the ticked icon only when it knows the box is checked.
    const label = box.closest('label');
    expect(label?.querySelector('[data-testid="CheckBoxIcon"]')).not.toBeNull();
  });
});

describe('company logo and cover (issue 13, ADR 0036)', () => {
  it('uploads a logo, shows it, and removes it', async () => {
    let current: unknown[] = [];
    const api = server(() => current, {
      'POST /api/v1/employer/company/images/1': () => {
        current = [logo];
        return { status: 201, body: { data: logo } };
      },
      'DELETE /api/v1/employer/company/images/41': () => {
        current = [];
        return { status: 204 };
      },
    });
    renderConsole('/employer/company');
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('Upload logo');
    await user.upload(picker, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Your logo was uploaded.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/employer/company/images/1')).toHaveLength(1);
    expect((await screen.findByAltText("Your company's current logo")).getAttribute('src')).toBe(logo.url);
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Your logo was removed.')).toBeTruthy();
    expect(await screen.findByLabelText('Upload logo')).toBeTruthy();
  });

  it('refuses a file over 5 MB before sending it, and says the server’s refusal, in Japanese', async () => {
    await act(() => i18next.changeLanguage('ja'));
    const api = server(() => [], {
      'POST /api/v1/employer/company/images/2': {
        status: 415,
        body: { message: 'この形式のファイルはアップロードできません。', code: 'file_not_supported' },
      },
    });
    renderConsole('/employer/company');
    const user = userEvent.setup();
    const picker = await screen.findByLabelText('カバー画像をアップロード');
    await user.upload(picker, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('ファイルが5MBを超えています。より小さい画像を選んでください。')).toBeTruthy();
    expect(api.callsTo('POST', '/api/v1/employer/company/images/2')).toHaveLength(0);
    await user.upload(picker, new File(['text'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('この形式のファイルはアップロードできません。')).toBeTruthy();
  });

  it('names each file the virus scan kept back with the server’s message (en, ja)', async () => {
    const refusal = (filename: string, message: string, general: string) => ({
      status: 422,
      body: { message: general, code: 'file_quarantined', quarantined_files: [{ filename, message }] },
    });
    server(() => [], {
      'POST /api/v1/employer/company/images/1': refusal(
        'logo.png',
        'The virus scan found a threat in this file, so it was not accepted.',
        'A file was not accepted because the virus scan did not pass it.',
      ),
    });
    const view = renderConsole('/employer/company');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Upload logo'), new File(['x'], 'logo.png', { type: 'image/png' }));
    const alert = await screen.findByText(
      'logo.png: The virus scan found a threat in this file, so it was not accepted.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    view.unmount();

    await act(() => i18next.changeLanguage('ja'));
    server(() => [], {
      'POST /api/v1/employer/company/images/2': refusal(
        'カバー.png',
        'ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。',
        'ウイルスチェックを通過しなかったため、受け付けられなかったファイルがあります。',
      ),
    });
    renderConsole('/employer/company');
    await user.upload(
      await screen.findByLabelText('カバー画像をアップロード'),
      new File(['x'], 'カバー.png', { type: 'image/png' }),
    );
    expect(
      await screen.findByText(
        'カバー.png：ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。',
      ),
    ).toBeTruthy();
  });
});
