import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) and waits for GET /readyz. Its output goes
 * to `logFile`. The returned `stop` sends SIGTERM and waits for a clean exit (SIGKILL after 20 s).
 */
export async function startServerProcess(options: { port: number; env: Record<string, string>; logFile: string }) {
  const serverDir = path.join(repoRoot, 'apps/server');
  const log = createWriteStream(options.logFile);
  // tsx as a loader (as `npm start` does), so that SIGTERM reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'development', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${options.port}`;
  // Two servers start side by side on a loaded machine: a migration and the first import take a while.
  const deadline = Date.now() + 180_000;
  for (;;) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not become ready at ${url}/readyz. Its log (${options.logFile}):\n${tail(options.logFile)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      log.end();
    },
  };
}
