import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

describe('the server process (embedded mode)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-main-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on PGlite, logs JSON with request ids, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    // tsx as a loader, not as a wrapper process: the signal reaches the server itself, as in `npm start`.
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    let output = '';
    proc.stdout?.on('data', (d) => {
      output += d;
    });
    proc.stderr?.on('data', (d) => {
      output += d;
    });
    const base = `http://127.0.0.1:${port}`;
    // A fresh data directory: migrations and the demo data come first. It waits for readiness; the
    // cap only ends a start that has hung (a loaded machine took over a minute).
    const deadline = Date.now() + 170_000;
    for (;;) {
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline || proc.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const res = await fetch(`${base}/api/v1/user/auth`, { headers: { 'x-request-id': 'trace-me' } });
    expect(res.status).toBe(401);

    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    proc.kill('SIGTERM');
    expect(await exited).toBe(0);
    const lines = output
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg?: string; reqId?: string });
    expect(lines.some((l) => l.reqId === 'trace-me')).toBe(true);
    expect(lines.some((l) => l.msg === 'shut down cleanly')).toBe(true);
    // The generated JWT secret never appears in the logs.
    expect(output).not.toMatch(/jwt-secret|JWT_SECRET/);
  }, 200_000);
});

describe('the server process when its log reader has gone', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hashi-main-logs-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  // A log collector that died or a closed pipe: the server's stdout then leads nowhere. The stop
  // must still be the clean one (exit code 0), not the forced exit after the grace period (code 1),
  // and never a hang.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'still exits cleanly on %s',
    async (signal) => {
      const port = await freePort();
      const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          SEED_DEMO_DATA: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        proc.on('exit', (code, sig) => resolve({ code, signal: sig })),
      );
      let errors = '';
      proc.stderr?.on('data', (d) => {
        errors += d;
      });
      // Ready once it logs that it listens; then the reader goes away for good.
      await new Promise<void>((resolve, reject) => {
        let output = '';
        proc.stdout?.on('data', (d) => {
          output += d;
          if (output.includes('Hashi is running')) resolve();
        });
        proc.on('exit', (code, sig) => reject(new Error(`server did not start (${code ?? sig}):\n${output}${errors}`)));
      });
      proc.stdout?.destroy();

      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 3; i++) {
        const res = await fetch(`${base}/api/v1/user/auth`);
        expect(res.status).toBe(401);
      }
      expect(await fetch(`${base}/healthz`).then((r) => r.status)).toBe(200);

      proc.kill(signal);
      expect(await exited, errors).toEqual({ code: 0, signal: null });
    },
    300_000,
  );
});
