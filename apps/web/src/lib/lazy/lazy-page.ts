import { CHUNK_LOAD_TIMEOUT_MS } from '@hashi/shared/constants';
import type { ComponentType } from 'react';

/** A route's script chunk failed to arrive; the route error boundary offers a reload. */
export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('A script chunk could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  // What browsers throw for a failed dynamic import (Chromium, Firefox, Safari).
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message)
  );
}

/**
 * Spec §8/§9: a chunk that neither loads nor fails within the time-out raises a load error, so a
 * stalled connection ends on a reload button instead of an endless progress bar.
 */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(new Error(`timed out after ${timeoutMs} ms`))), timeoutMs);
  });
  return Promise.race([load, timeout])
    .catch((error: unknown) => {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
    })
    .finally(() => clearTimeout(timer));
}

/**
 * For a route's `lazy` field: `{ path: '/x', lazy: lazyPage(() => import('./x-page.tsx')) }`.
 * The page module default-exports its component; every page loads this way so that the first
 * download holds only the shell.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return async () => {
    const module = await withChunkTimeout(load());
    return { Component: module.default };
  };
}
