import { LANGUAGE_CHANGE_DELAY_MS, LANGUAGE_COOKIE } from '@hashi/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasUnsavedChanges, setUnsavedChanges } from '../../../lib/unsaved-changes.ts';
import { renderShell } from '../../../test/render-shell.tsx';
import { setMockSession } from '../../../test/session-mock.ts';
import { saveLocaleToServer } from '../../auth/locale-sync.ts';
import { useChangeLanguage } from './use-change-language.ts';

vi.mock('../../auth/session.ts', () => import('../../../test/session-mock.ts'));
vi.mock('../../auth/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));

const reload = vi.fn();

/** A page with a Japanese switch wired to an observable reload. */
function Switcher() {
  const changeLanguage = useChangeLanguage(reload);
  return (
    <button type="button" onClick={() => void changeLanguage('ja')}>
      switch
    </button>
  );
}

const routes = [{ path: '/page', element: <Switcher /> }];

beforeEach(async () => {
  setMockSession('registered');
  await i18next.changeLanguage('en');
  sessionStorage.setItem('hashi.ref.prefectures', '[]');
});

afterEach(async () => {
  setUnsavedChanges(false);
  await i18next.changeLanguage('en');
});

describe('language change (spec §4)', () => {
  it('switches at once when nothing is unsaved: stores, tells the server, clears reference lists', async () => {
    renderShell('/page', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'switch' }));
    await waitFor(() => expect(i18next.resolvedLanguage).toBe('ja'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ja`);
    expect(localStorage.getItem(LANGUAGE_COOKIE)).toBe('ja');
    expect(document.documentElement.lang).toBe('ja');
    expect(sessionStorage.getItem('hashi.ref.prefectures')).toBeNull();
    await waitFor(() => expect(saveLocaleToServer).toHaveBeenCalledWith('ja'));
    await new Promise((resolve) => setTimeout(resolve, LANGUAGE_CHANGE_DELAY_MS + 20));
    expect(reload).not.toHaveBeenCalled();
  });

  it('with unsaved changes, asks first and keeps everything on cancel', async () => {
    setUnsavedChanges(true);
    renderShell('/page', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'switch' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change the language?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(i18next.resolvedLanguage).toBe('en');
    expect(hasUnsavedChanges()).toBe(true);
    expect(sessionStorage.getItem('hashi.ref.prefectures')).toBe('[]');
    expect(saveLocaleToServer).not.toHaveBeenCalled();
  });

  it('with unsaved changes, on proceed drops them, applies the locale and reloads after the delay', async () => {
    setUnsavedChanges(true);
    renderShell('/page', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'switch' }));
    const dialog = await screen.findByRole('dialog');
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change language' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(timers).toHaveBeenCalledWith(reload, LANGUAGE_CHANGE_DELAY_MS);
    expect(saveLocaleToServer).toHaveBeenCalledWith('ja');
    expect(hasUnsavedChanges()).toBe(false);
    expect(i18next.resolvedLanguage).toBe('ja');
    expect(sessionStorage.getItem('hashi.ref.prefectures')).toBeNull();
    timers.mockRestore();
  });

  it('the guest language menu switches the whole shell', async () => {
    setMockSession('guest');
    renderShell('/page', routes);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: '日本語' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeTruthy());
  });
});
