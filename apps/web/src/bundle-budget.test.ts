import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * Issue 2's performance budget, measured on the production build that `npm test` makes before the
 * suites run (`npm run build -w @hashi/web`):
 * - initial JavaScript (the entry chunk and the app's start module, src/app/start.tsx, with every
 *   chunk either imports statically, i.e. what a page must download before the app renders it or
 *   takes over its server paint) ≤ 150 KB gzip. The entry itself is a few KB without React (ADR
 *   0043): it loads the start module at once, or on a server-painted page at the first sign of use,
 *   so the start module is part of the initial download even though it is imported dynamically;
 * - each lazy chunk (a route page, a guard, a menu or dialog loaded on demand) ≤ 50 KB gzip,
 *   counting its own file plus the chunks that only it brings. Chunks shared by several lazy
 *   entries (the UI library, the form libraries) are downloaded once and cached for every later
 *   page, so they are reported separately rather than charged to each page.
 */
const INITIAL_BUDGET = 150 * 1024;
const LAZY_BUDGET = 50 * 1024;
/** The app's start, imported by the entry (main.tsx) at once or at a painted page's first use. */
const START_MODULE = 'src/app/start.tsx';

const distDir = path.resolve(import.meta.dirname, '../dist');
const manifestPath = path.join(distDir, '.vite/manifest.json');

type Chunk = {
  file: string;
  /** The chunk's name: lazy chunks' files are named by hash alone (vite.config.ts), this says what they hold. */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, Chunk>;

function loadManifest(): Manifest {
  if (!existsSync(manifestPath)) {
    throw new Error(
      `No production build at ${distDir}. The bundle budget is measured on the real build: run ` +
        '`npm run build -w @hashi/web` first (`npm test` does this before running the suites).',
    );
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipSize(manifest: Manifest, key: string): number {
  const file = manifest[key]?.file;
  if (!file?.endsWith('.js')) return 0;
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** A chunk as a reader knows it: its name, then its file. */
const label = (manifest: Manifest, key: string) => `${manifest[key]?.name ?? key} (${manifest[key]?.file})`;
const total = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].reduce((sum, k) => sum + gzipSize(manifest, k), 0);

describe('bundle budget (production build)', () => {
  const manifest = loadManifest();
  // start.tsx is a build input of its own (vite.config.ts), so that its graph is one chunk.
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry && key !== START_MODULE);
  const starts = [...entries, START_MODULE];
  const initial = new Set(starts.flatMap((key) => [...staticClosure(manifest, key)]));
  const lazyEntries = Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && !initial.has(key));

  // How many lazy entries reach each non-initial chunk: more than one makes it a shared chunk.
  const reach = new Map<string, number>();
  for (const key of lazyEntries) {
    for (const dep of staticClosure(manifest, key)) {
      if (!initial.has(dep) && dep !== key) reach.set(dep, (reach.get(dep) ?? 0) + 1);
    }
  }
  const shared = [...reach].filter(([, count]) => count > 1).map(([key]) => key);

  it('has an entry, which imports the app’s start module', () => {
    expect(entries).toEqual(['index.html']);
    expect(manifest['index.html']?.dynamicImports).toContain(START_MODULE);
  });

  it(`keeps the initial JavaScript within ${kb(INITIAL_BUDGET)} gzip`, () => {
    const size = total(manifest, initial);
    const detail = [...initial].map((key) => `${label(manifest, key)} ${kb(gzipSize(manifest, key))}`).join(', ');
    expect(size, `initial JavaScript is ${kb(size)} gzip: ${detail}`).toBeLessThanOrEqual(INITIAL_BUDGET);
  });

  it(`keeps every lazy chunk within ${kb(LAZY_BUDGET)} gzip`, () => {
    expect(lazyEntries.length).toBeGreaterThan(0);
    const over = lazyEntries
      .map((key) => {
        const own = [...staticClosure(manifest, key)].filter((dep) => !initial.has(dep) && !shared.includes(dep));
        return { file: label(manifest, key), size: total(manifest, own) };
      })
      .filter(({ size }) => size > LAZY_BUDGET)
      .map(({ file, size }) => `${file}: ${kb(size)}`);
    expect(over, 'lazy chunks over budget').toEqual([]);
  });

  it('reports the shared lazy chunks', () => {
    const report = shared.map((key) => `${label(manifest, key)} ${kb(gzipSize(manifest, key))}`);
    // Informational: every shared chunk is itself a file no larger than the per-page budget.
    const tooBig = shared.filter((key) => gzipSize(manifest, key) > LAZY_BUDGET).map((key) => label(manifest, key));
    expect(tooBig, `shared lazy chunks: ${report.join(', ')}`).toEqual([]);
  });
});
