import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-shell.tsx';

vi.mock('../../../lib/session/session.ts', () => import('../../../test/session-mock.ts'));
vi.mock('../../../lib/session/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('404 page', () => {
  it('answers an unknown path with the spec message and a home button', async () => {
    const { router } = renderShell('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The page you are looking for is not found' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('speaks Japanese in the Japanese app', async () => {
    await i18next.changeLanguage('ja');
    renderShell('/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'お探しのページは見つかりませんでした' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ホームに戻る' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ja');
  });
});
