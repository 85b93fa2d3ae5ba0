import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The EICAR anti-virus test file: harmless, and every scanner's agreed "this is a virus". */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*');
/** The name our local signature gives it; clamd reports `<name>.UNOFFICIAL`. */
export const EICAR_SIGNATURE = 'Hashi.Test.EICAR.UNOFFICIAL';

export interface RunningClamd {
  host: string;
  port: number;
  /** Ends this clamd (by its PID) and removes its directory. */
  stop(): Promise<void>;
}

/** Installs ClamAV from Debian when clamd is missing (CI's first run); a failure says what to run. */
function ensureInstalled(): void {
  if (spawnSync('sh', ['-c', 'command -v clamd'], { stdio: 'ignore' }).status === 0) return;
  const install = spawnSync(
    'sh',
    ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav clamav-daemon'],
    { encoding: 'utf8' },
  );
  if (install.status !== 0 || spawnSync('sh', ['-c', 'command -v clamd'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      `clamd is missing and could not be installed (run: apt-get install -y clamav clamav-daemon):\n${install.stderr ?? ''}`.trim(),
    );
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** One PING: true when clamd answers PONG. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
    });
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(reply.startsWith('PONG')));
  });
}

/**
 * A real clamd for a test file (ADR 0044): its own directory with a local signature database that
 * holds only the EICAR signature (no download needed), TCP on a free loopback port. Resolves once
 * clamd answers PING; rejects with clamd's log when it exits or is not ready within a minute.
 */
export async function startClamd(options: { streamMaxLength?: string } = {}): Promise<RunningClamd> {
  ensureInstalled();
  const dir = mkdtempSync(path.join(tmpdir(), 'hashi-clamd-'));
  const dbDir = path.join(dir, 'db');
  mkdirSync(dbDir);
  mkdirSync(path.join(dir, 'tmp'));
  // `sigtool --hex-dump` of the file, written by hand: an extended signature, any file type, any offset.
  writeFileSync(path.join(dbDir, 'local.ndb'), `Hashi.Test.EICAR:0:*:${EICAR.toString('hex')}\n`);
  const port = await freePort();
  const log = path.join(dir, 'clamd.log');
  writeFileSync(
    path.join(dir, 'clamd.conf'),
    [
      `DatabaseDirectory ${dbDir}`,
      `TemporaryDirectory ${path.join(dir, 'tmp')}`,
      `LogFile ${log}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      'Foreground yes',
      // A profile video is 50 MB.
      `StreamMaxLength ${options.streamMaxLength ?? '64M'}`,
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('clamd', ['-c', path.join(dir, 'clamd.conf')], { stdio: 'ignore' });
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
  });
  const stop = async () => {
    if (exited === undefined && child.pid) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const readLog = () => {
    try {
      return readFileSync(log, 'utf8').slice(-2000);
    } catch {
      return '(no log)';
    }
  };
  const deadline = Date.now() + 60_000;
  while (!(await ping(port))) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`clamd exited (code ${exited}) before it was ready:\n${readLog()}`);
    }
    if (Date.now() > deadline) {
      const text = readLog();
      await stop();
      throw new Error(`clamd was not ready within 60 s:\n${text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { host: '127.0.0.1', port, stop };
}
