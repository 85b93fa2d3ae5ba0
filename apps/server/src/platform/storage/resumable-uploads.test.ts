import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { RESUMABLE_FOLDER, resumableStore } from './resumable-uploads.ts';

describe('the resumable uploads store on disk', () => {
  it('makes its folder before it answers, leaving nothing behind that a removed data folder could break', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-tus-store-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    });
    resumableStore(config);
    expect(existsSync(path.join(dataDir, 'files', RESUMABLE_FOLDER))).toBe(true);
    // As a test's teardown does right after closing its app: an asynchronous mkdir still under way
    // would now fail, and its callback throw outside any test (Vitest reports it and fails the run).
    rmSync(dataDir, { recursive: true, force: true });
    const after = mkdtempSync(path.join(tmpdir(), 'hashi-tus-after-'));
    await mkdir(path.join(after, 'a'), { recursive: true });
    rmSync(after, { recursive: true, force: true });
  });
});
