import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { AppServer } from './harness-types.ts';
import { startControlServer } from './control-server.ts';
import { GITHUB_CLIENT_ID, startOidcProvider } from './oidc-provider.ts';
import { seedAccounts } from './seed-accounts.ts';
import { freePort, repoRoot, startServerProcess } from './server-process.ts';
import { startSmtpInbox } from './smtp-inbox.ts';
import { E2E_WORKERS } from './workers.ts';

export const artifactsDir = path.join(repoRoot, 'e2e/.artifacts');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Once per run: a real SMTP server, a real OpenID provider, and the real server processes (one per
 * worker, see workers.ts), each on a fresh embedded database, serving the built web app. The
 * journeys find them through `inject()` (support/app-server.ts).
 */
export default async function setup(project: TestProject) {
  // The server serves apps/web/dist unless WEB_DIST_DIR says otherwise (it inherits this environment).
  const webDist = process.env.WEB_DIST_DIR
    ? path.resolve(process.env.WEB_DIST_DIR)
    : path.join(repoRoot, 'apps/web/dist');
  const webIndex = path.join(webDist, 'index.html');
  if (!existsSync(webIndex)) {
    throw new Error(
      `The e2e journeys need the built web app, and ${path.relative(repoRoot, webIndex)} is missing. ` +
        'Run `npm run build` (or `npm test`, which builds it first), then run the journeys again.',
    );
  }
  const webSrc = path.join(repoRoot, 'apps/web/src');
  if (existsSync(webSrc) && newestMtime(webSrc) > statSync(webIndex).mtimeMs) {
    console.warn(
      '[e2e] apps/web/src changed after the last build: the journeys test the old build. Run `npm run build`.',
    );
  }

  mkdirSync(artifactsDir, { recursive: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-e2e-'));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dataDir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (err) {
        console.error('[e2e] teardown step failed:', err);
      }
    }
  };

  // A snapshot of the build: a `npm run build` during the run must not swap the files under the server.
  const webCopy = path.join(dataDir, 'web');
  cpSync(webDist, webCopy, { recursive: true });
  // The server entry for first paints (ADR 0038) sits next to the build; the server looks beside its copy.
  const ssrBuild = path.join(webDist, '..', 'dist-ssr');
  if (existsSync(ssrBuild)) cpSync(ssrBuild, path.join(dataDir, 'dist-ssr'), { recursive: true });

  try {
    const smtp = await startSmtpInbox();
    cleanups.push(smtp.close);
    const oidc = await startOidcProvider();
    cleanups.push(oidc.close);
    const control = await startControlServer({
      mails: () => smtp.received,
      setIdentity: oidc.setIdentity,
      githubEmails: oidc.githubEmails,
    });
    cleanups.push(control.close);

    const issuer = oidc.issuerUrl;
    // One server per worker, each on a database of its own, started side by side.
    const servers = await Promise.all(
      Array.from({ length: E2E_WORKERS }, async (_, i): Promise<AppServer> => {
        const port = await freePort();
        const appUrl = `http://127.0.0.1:${port}`;
        const dataDirOf = path.join(dataDir, `data-${i + 1}`);
        const serverLog = path.join(artifactsDir, E2E_WORKERS === 1 ? 'server.log' : `server-${i + 1}.log`);
        const accounts = await seedAccounts(dataDirOf);
        const server = await startServerProcess({
          port,
          logFile: serverLog,
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            APP_URL: appUrl,
            DATA_DIR: dataDirOf,
            WEB_DIST_DIR: webCopy,
            SMTP_URL: smtp.url,
            LOG_LEVEL: 'warn',
            // As behind a load balancer: API preconditions say which client they stand for.
            TRUST_PROXY: 'true',
            // The reward journey settles the month's rewards as of the month's end (ADR 0030 revision 1).
            TEST_CONTROLS: 'true',
            JWT_SECRET: randomBytes(32).toString('base64url'),
            GOOGLE_CLIENT_ID: 'hashi-e2e-google',
            GOOGLE_CLIENT_SECRET: randomBytes(16).toString('hex'),
            GOOGLE_ISSUER: issuer,
            GITHUB_CLIENT_ID,
            GITHUB_CLIENT_SECRET: randomBytes(16).toString('hex'),
            GITHUB_AUTH_URL: `${issuer}/authorize`,
            GITHUB_TOKEN_URL: `${issuer}/token`,
            GITHUB_USERINFO_URL: `${issuer}/userinfo`,
            GITHUB_EMAILS_URL: `${control.url}/github/user/emails`,
          },
        });
        cleanups.push(server.stop);
        return { appUrl, serverLog, accounts };
      }),
    );
    project.provide('servers', servers);
    project.provide('controlUrl', control.url);
    project.provide('issuerUrl', issuer);
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
