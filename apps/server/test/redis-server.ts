import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A redis-server of the test's own on a free port, to take away and bring back (issue 15's fault
 * tests). Never the machine's shared Redis: other runs use that one.
 */
export interface TestRedisServer {
  url: string;
  /** Ends the server (SIGTERM) and waits until it has exited; its counts go with it (no persistence). */
  stop(): Promise<void>;
  /** Starts it again on the same port and waits until it answers. */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing is answered — a hung Redis. */
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

/** Whether a server on `port` answers PING now. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (d) => {
      reply += d.toString();
      if (reply.includes('\r\n')) done(reply.startsWith('+PONG'));
    });
  });
}

export async function startRedisServer(): Promise<TestRedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'hashi-redis-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    const started = spawn(
      '/usr/bin/redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
      { stdio: 'ignore' },
    );
    child = started;
    // Polled by hand: expect.poll works only inside a test, and this runs in hooks too.
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server ended with ${started.exitCode}`);
      if (Date.now() > deadline) {
        started.kill('SIGKILL'); // nobody would stop it: the caller never gets a handle
        throw new Error(`redis-server did not answer on port ${port}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGCONT');
    running.kill('SIGTERM');
    await exited;
  };
  // A worker that ends without its afterAll (a timeout, an error in a hook) still takes it along.
  const killOnExit = () => child?.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await start();
  } catch (err) {
    process.off('exit', killOnExit);
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    close: async () => {
      process.off('exit', killOnExit);
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
