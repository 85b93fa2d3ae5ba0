import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` builds the web app only when what the build reads changed since the last build, so a
 * restart takes the server's start-up time instead of a full Vite build (issue 13). The stamp is a
 * hash of those files' paths and contents, written into the build's own folder: deleting `dist`
 * (or a failed build, which empties it) forces the next build.
 */
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'package-lock.json',
];
export const stampFile = 'apps/web/dist/.build-stamp';

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => child.name !== 'node_modules')
    .flatMap((child) => filesUnder(root, path.posix.join(entry, child.name)));
}

/** The hash of every file the web build reads, in a stable order. */
export function webSourcesHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => filesUnder(root, entry)).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** True when there is no complete build or it was made from other sources. */
export function webBuildIsStale(root: string): boolean {
  const stamp = path.join(root, stampFile);
  // Both outputs: the client (dist) and the server entry for first paints (dist-ssr, ADR 0038).
  const outputs = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js'];
  if (!existsSync(stamp) || outputs.some((file) => !existsSync(path.join(root, file)))) return true;
  return readFileSync(stamp, 'utf8').trim() !== webSourcesHash(root);
}

export function writeWebBuildStamp(root: string): void {
  writeFileSync(path.join(root, stampFile), `${webSourcesHash(root)}\n`);
}

function main(): void {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (!webBuildIsStale(root)) {
    console.log('Web app unchanged since the last build; not rebuilding (delete apps/web/dist to force it).');
    return;
  }
  const build = spawnSync('npm', ['run', 'build', '-w', '@hashi/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeWebBuildStamp(root);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
