/**
 * `npm run bench:lighthouse -w @hashi/bench` (and the last part of `npm run bench`): Lighthouse 12,
 * mobile defaults (simulated throttling), on the built web app as the server delivers it (issue 16).
 * Builds nothing: it needs `npm run build -w @hashi/web` first. Starts the server as `npm start`
 * does (embedded database in a temporary folder, demo data), then audits /login, /search and a demo
 * posting as a guest, and /jobs and / logged in as the demo applicant. Chromium: CHROME_PATH
 * (default /usr/bin/chromium). Appends or replaces its section in bench/RESULTS.md.
 *
 * While working on one page: LIGHTHOUSE_PAGES=jobs,home (names' words, comma-separated) audits only
 * the pages whose name contains one of them and leaves RESULTS.md alone; LIGHTHOUSE_REPORTS=<folder>
 * keeps each page's full Lighthouse report there as JSON (open it in the Lighthouse viewer).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { UserType } from '@hashi/shared/enums';
import { PAINT_COOKIE } from '@hashi/shared/first-paint';
import { DEMO_APPLICANT_EMAIL, DEMO_APPLICANT_PASSWORD } from '../apps/server/src/features/demo-data/demo-applicant.ts';

const here = import.meta.dirname;
const root = path.resolve(here, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('bench/lighthouse.ts needs the built web app: run `npm run build -w @hashi/web` first.');
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

// --- the server, as `npm start` starts it ---------------------------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'true',
    JWT_SECRET: randomBytes(32).toString('base64url'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stopServer = async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('the server did not become ready');
    await new Promise((r) => setTimeout(r, 500));
  }
  // The demo data is written after start-up: wait for a posting to search.
  let postingId: number | undefined;
  while (postingId === undefined && Date.now() < deadline) {
    // The sitemap lists every open posting's public page (ADR 0032): in /sitemap.xml itself while
    // every URL fits in one file (the demo data), in /sitemaps/1.xml … past that.
    let found: string | undefined;
    for (const file of ['/sitemap.xml', '/sitemaps/1.xml']) {
      const part = await fetch(`${base}${file}`).then(
        (r) => (r.ok ? r.text() : ''),
        () => '',
      );
      found ??= /\/search\/(\d+)/.exec(part)?.[1];
    }
    postingId = found === undefined ? undefined : Number(found);
    if (postingId === undefined) await new Promise((r) => setTimeout(r, 1_000));
  }
  if (postingId === undefined) throw new Error('no demo posting appeared');

  const login = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: DEMO_APPLICANT_EMAIL,
      password: DEMO_APPLICANT_PASSWORD,
      type: UserType.JobSeeker,
      remember_me: true,
    }),
  });
  if (!login.ok) throw new Error(`the demo applicant could not log in: ${login.status} ${await login.text()}`);
  const tokens = (await login.json()) as {
    access_token: string;
    expires_in: number;
    refresh_token: string;
    refresh_expires_in: number;
    user: { id: number; type: number; current_step: number };
  };
  const now = Date.now();
  // The web app's stored login (apps/web/src/lib/api/session-store.ts).
  const session = JSON.stringify({
    accessToken: tokens.access_token,
    accessExpiresAt: now + tokens.expires_in * 1000,
    refreshToken: tokens.refresh_token,
    refreshExpiresAt: now + tokens.refresh_expires_in * 1000,
    user: tokens.user,
    startedAt: now,
  });

  const pages: Array<{ name: string; path: string; loggedIn: boolean }> = [
    { name: '/login', path: '/login', loggedIn: false },
    { name: '/search', path: '/search', loggedIn: false },
    { name: '/search/{id}', path: `/search/${postingId}`, loggedIn: false },
    { name: '/jobs (logged in)', path: '/jobs', loggedIn: true },
    { name: '/ (logged in)', path: '/', loggedIn: true },
  ];

  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((word) => word.trim().toLowerCase());
  const chosen = only
    ? pages.filter((page) => only.some((word) => page.name.toLowerCase().includes(word === 'home' ? '/ (' : word)))
    : pages;
  const reportDir = process.env.LIGHTHOUSE_REPORTS;
  if (reportDir) mkdirSync(reportDir, { recursive: true });

  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  const rows: string[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (const page of chosen) {
      const tab = await browser.newPage();
      await tab.goto(`${base}/favicon.svg`);
      // As the app stores a login (session-store.ts saveTokens): the session, and the paint cookie
      // by which the server paints the signed-in pages (ADR 0048).
      await tab.evaluate(
        page.loggedIn
          ? `localStorage.setItem('hashi_auth', ${JSON.stringify(session)});
             document.cookie = ${JSON.stringify(`${PAINT_COOKIE}=${now}.${tokens.access_token}; Max-Age=${tokens.expires_in - 120}; Path=/; SameSite=Lax`)};`
          : `localStorage.removeItem('hashi_auth'); document.cookie = '${PAINT_COOKIE}=; Max-Age=0; Path=/';`,
      );
      const result = await lighthouse(
        `${base}${page.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          // Keeps the stored login; the browser cache is still cleared.
          disableStorageReset: page.loggedIn,
        },
        undefined,
        tab,
      );
      await tab.close();
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
      if (reportDir) {
        const file = `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`;
        writeFileSync(path.join(reportDir, file), JSON.stringify(lhr));
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const score = (id: string) => lhr.categories[id]?.score ?? Number.NaN;
      const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
      const row = [
        page.name + (finalPath !== new URL(`${base}${page.path}`).pathname ? ` → ${finalPath}` : ''),
        score('performance').toFixed(2),
        score('accessibility').toFixed(2),
        `${(audit('first-contentful-paint') / 1000).toFixed(1)} s`,
        `${(audit('largest-contentful-paint') / 1000).toFixed(1)} s`,
        `${Math.round(audit('total-blocking-time'))} ms`,
        `${(audit('total-byte-weight') / 1024).toFixed(0)} KB`,
      ];
      console.log(row.join(' | '));
      rows.push(`| ${row.join(' | ')} |`);
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }

  if (only) {
    console.log('LIGHTHOUSE_PAGES chose some pages: bench/RESULTS.md left as it is.');
  } else {
    // --- RESULTS.md --------------------------------------------------------------------------------
    const section = `## Lighthouse (issue 16)

\`npm run bench:lighthouse -w @hashi/bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse 12.8, mobile
defaults (simulated throttling: slow 4G, 4× CPU), Debian's Chromium, the production web build served
by the server as \`npm start\` runs it (embedded database, demo data), one run per page on a shared
2-core machine. Transfer size is Lighthouse's total byte weight (compressed, as sent).

| page | performance | accessibility | FCP | LCP | TBT | transfer |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Before issue 16 (nothing compressed, 95 script files on /login, 310 KB gzip of JavaScript there):
/login performance 0.54, FCP 4.7 s, LCP 9.0 s; /search performance 0.56, LCP 9.7 s.
Logged in, before those pages were painted for the applicant (ADR 0048), on 2026-11-29: /jobs 0.44–0.57
(FCP 2.9–3.5 s, LCP 5.7–6.1 s, TBT 605–1,551 ms, 422–441 KB), / 0.45–0.75 (LCP 2.6–3.3 s, TBT 427–1,442 ms).
`;
    const resultsPath = path.join(here, 'RESULTS.md');
    const current = readFileSync(resultsPath, 'utf8');
    const start = current.indexOf('## Lighthouse (issue 16)');
    const next = start < 0 ? -1 : current.indexOf('\n## ', start + 1);
    const updated =
      start < 0
        ? `${current.trimEnd()}\n\n${section}`
        : `${current.slice(0, start)}${section}${next < 0 ? '' : current.slice(next)}`;
    writeFileSync(resultsPath, updated);
    console.log('bench/RESULTS.md updated.');
  }
} finally {
  await stopServer();
}
