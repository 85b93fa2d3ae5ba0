import { ErrorCode } from '@hashi/shared/error-codes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/api/session-store.ts';
import { appToken, mockApi, tokens } from '../../auth/test/mock-api.ts';
import { company, consoleUser, pageOf, renderConsole } from '../test/console-fixtures.tsx';

afterEach(async () => {
  await i18next.changeLanguage('en');
});

function server(invitation: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'POST /api/v1/employer/invitation': invitation,
    'GET /api/v1/user/auth': { body: consoleUser(2) },
    'GET /api/v1/employer/company': { body: { data: company() } },
    'GET /api/v1/employer/job-postings': pageOf([]),
  });
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

async function setPassword(password: string, again = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password \*?$/), password);
  await user.type(screen.getByLabelText(/^New password \(again\)/), again);
  await user.click(screen.getByRole('button', { name: 'Set password and open the console' }));
}

describe('/employer/invitation', () => {
  it('sets the first password from the link and opens the console on the company profile', async () => {
    const api = server({ body: tokens({}, { id: 42, type: 2, current_step: 4 }) });
    renderConsole('/employer/invitation?token=secret-1');
    expect(await screen.findByRole('heading', { name: 'Set your password' })).toBeTruthy();
    // The console's bar shows Hashi's logo, linked to the console's home.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Hashi console home' })).toBeTruthy();
    await setPassword('Kumo2026robo');
    await waitFor(() => expect(location()).toBe('/employer/company'));
    expect(api.callsTo('POST', '/api/v1/employer/invitation')[0]?.body).toEqual({
      token: 'secret-1',
      password: 'Kumo2026robo',
      password_confirmation: 'Kumo2026robo',
    });
    expect(readSession()?.user.type).toBe(2);
  });

  it('checks the password on the page and shows a used link’s message from the server, in Japanese', async () => {
    await i18next.changeLanguage('ja');
    const message = 'この招待リンクは無効か、有効期限が切れているか、すでに使われています。';
    server({ status: 422, body: { message, code: ErrorCode.ResetLinkInvalid } });
    renderConsole('/employer/invitation?token=used');
    expect(await screen.findByRole('heading', { name: 'パスワードの設定' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^新しいパスワード \*?$/), 'Kumo2026robo');
    await user.type(screen.getByLabelText(/^新しいパスワード（確認）/), 'Other2026robo');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定して管理画面を開く' }));
    expect(await screen.findByText('パスワードが一致しません。')).toBeTruthy();
    const again = screen.getByLabelText(/^新しいパスワード（確認）/);
    await user.clear(again);
    await user.type(again, 'Kumo2026robo');
    await user.click(screen.getByRole('button', { name: 'パスワードを設定して管理画面を開く' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'パスワードを設定済みの方はログイン' }).getAttribute('href')).toBe(
      '/employer/login',
    );
    expect(readSession()).toBeNull();
  });

  it('asks for the mailed link when the token is missing', async () => {
    server({ status: 500, body: {} });
    renderConsole('/employer/invitation');
    expect(await screen.findByText(/This page needs the link from your invitation e-mail/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set password and open the console' })).toBeNull();
  });
});
