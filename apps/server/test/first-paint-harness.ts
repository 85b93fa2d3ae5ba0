import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { FIRST_PAINT_STATE_ID, type FirstPaintState } from '@hashi/shared/first-paint';

/**
 * Server-rendered first paints in tests (ADR 0038, 0048): a web build's index.html in a temporary
 * folder, the web app's server entry from its source (which the build turns into dist-ssr), and
 * readers of what the server put into the page.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const entry = path.resolve(here, '../../web/src/entry-server.tsx');

export const webDir = mkdtempSync(path.join(tmpdir(), 'hashi-web-'));
writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Hashi</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preload-helper-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/start-abc.js" data-preload="app">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
);

/** What the server put inside #root (up to the state script that follows it). */
export function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${FIRST_PAINT_STATE_ID}">`);
  expect(start, 'a #root').toBeGreaterThan(-1);
  expect(end, 'the first paint state after #root').toBeGreaterThan(start);
  return html.slice(start, end);
}

export function stateOf(html: string): Omit<FirstPaintState, 'queries'> & {
  queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
} {
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAINT_STATE_ID}">([^<]*)</script>`).exec(html);
  expect(match, 'the state script').not.toBeNull();
  return JSON.parse(match?.[1] ?? 'null');
}

/** Markup that would make the browser throw the server's HTML away: a failed or unfinished boundary. */
export function expectHydratable(root: string) {
  expect(root).not.toContain('<!--$!-->');
  expect(root).not.toContain('<!--$?-->');
  expect(root).not.toContain('<template');
  // Inline scripts are refused by the CSP (script-src 'self').
  expect(root).not.toContain('<script');
  expect(root).toContain('<main id="main-content"');
}

export const inText = (root: string, text: string) => expect(root.replace(/<!-- -->/g, '')).toContain(text);
