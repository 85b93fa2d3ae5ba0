import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { webBuildIsStale, writeWebBuildStamp } from '../web-build.ts';

/** `npm start` rebuilds the web app only when its sources changed (scripts/web-build.ts, issue 13). */
describe('the web build stamp', () => {
  let root = '';
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'hashi-web-build-'));
    write('apps/web/src/main.tsx', 'render()');
    write('apps/web/vite.config.ts', 'export default {}');
    write('packages/shared/src/jobs.ts', 'export const a = 1;');
    write('package-lock.json', '{}');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  /** Both outputs of the web build: the client and the server entry (ADR 0038). */
  const writeBuild = () => {
    write('apps/web/dist/index.html', '<html>');
    write('apps/web/dist-ssr/entry-server.js', 'export function render() {}');
  };

  it('asks for a build when there is none', () => {
    expect(webBuildIsStale(root)).toBe(true);
  });

  it('skips the build when nothing changed since the stamp', () => {
    writeBuild();
    writeWebBuildStamp(root);
    expect(webBuildIsStale(root)).toBe(false);
  });

  it('builds again after a change to the web sources, the shared schemas, the config or the lock', () => {
    writeBuild();
    for (const [file, text] of [
      ['apps/web/src/main.tsx', 'render(<App />)'],
      ['apps/web/src/features/jobs/new-file.ts', 'x'],
      ['packages/shared/src/jobs.ts', 'export const a = 2;'],
      ['apps/web/vite.config.ts', 'export default { base: "/" }'],
      ['package-lock.json', '{"v":2}'],
    ] as const) {
      writeWebBuildStamp(root);
      write(file, text);
      expect(webBuildIsStale(root), file).toBe(true);
    }
  });

  it('builds again when the build output was removed though the stamp is there', () => {
    writeBuild();
    writeWebBuildStamp(root);
    rmSync(path.join(root, 'apps/web/dist/index.html'));
    expect(webBuildIsStale(root)).toBe(true);
  });

  it('builds again when the server entry is missing', () => {
    writeBuild();
    writeWebBuildStamp(root);
    rmSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'));
    expect(webBuildIsStale(root)).toBe(true);
  });
});
