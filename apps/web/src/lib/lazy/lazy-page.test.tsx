import { CHUNK_LOAD_TIMEOUT_MS } from '@hashi/shared/constants';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render-shell.tsx';
import { ChunkLoadError, isChunkLoadError, lazyPage, withChunkTimeout } from './lazy-page.ts';

vi.mock('../../features/auth/session.ts', () => import('../../test/session-mock.ts'));
vi.mock('../../features/auth/locale-sync.ts', () => ({ saveLocaleToServer: vi.fn(async () => {}) }));

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout', () => {
  it('raises a load error when a chunk takes longer than the spec time-out', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => {}));
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    pending.catch(() => {}).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('wraps a failed import in a load error and passes a loaded module through', async () => {
    await expect(
      withChunkTimeout(Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(withChunkTimeout(Promise.resolve('module'))).resolves.toBe('module');
  });

  it('recognises the browsers’ own failed-import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});

describe('a route whose chunk fails to load', () => {
  it('shows the load error with a reload button inside the shell', async () => {
    renderShell('/broken', [
      {
        path: '/broken',
        lazy: lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
