/**
 * `npm run cluster` (issue 15): Hashi's production topology on this machine's loopback, from Debian's
 * packages — a PostgreSQL primary and a streaming replica made with pg_basebackup, Redis, the S3
 * gateway (scripts/s3-test-server.sh), one background worker (`--role=worker`) and two API instances
 * (`--role=web`) on the built app, and HAProxy in front on :3000 with health checks on /readyz.
 * Runs in the foreground until Ctrl-C (or SIGTERM), then stops everything it started, by the PIDs it
 * started (the S3 gateway by its script's PID file), newest first. Logs go to <dir>/logs.
 *
 *   npm run cluster [-- --dir /tmp/hashi-cluster] [-- --check]
 *
 * `--check` starts everything, makes one request through the load balancer to each instance and
 * stops: a smoke test. PostgreSQL runs as its own clusters under <dir> (the machine's server is
 * left alone: streaming a replica from it would need its pg_hba.conf changed).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const dirArg = argv.includes('--dir') ? argv[argv.indexOf('--dir') + 1] : undefined;
const dir = path.resolve(dirArg ?? path.join(tmpdir(), 'hashi-cluster'));
const check = argv.includes('--check');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const PORTS = { lb: 3000, web: [3101, 3102], primary: 55432, replica: 55433, redis: 56379 } as const;
const isRoot = process.getuid?.() === 0;

const started: Array<{ name: string; child: ChildProcess }> = [];
let s3Started = false;

function log(line: string): void {
  console.log(`[cluster] ${line}`);
}

/**
 * `command` run as the postgres user (PostgreSQL refuses root): setpriv executes it in place, so the
 * PID this script holds is the server's own and a signal to it reaches the server (runuser would
 * stay in between and keep the signal to itself).
 */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
}

/** Runs a command to its end; throws with its output when it fails. `asPostgres`: as the postgres user (PostgreSQL refuses root). */
function runOnce(command: string, args: string[], options: { asPostgres?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const [cmd, cmdArgs] = options.asPostgres && isRoot ? asPostgresUser(command, args) : [command, args];
  const result = spawnSync(cmd, cmdArgs, { cwd: root, env: { ...process.env, ...options.env }, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}): ${(result.stderr || result.stdout).slice(-2000)}`,
    );
  }
  return result.stdout;
}

/** Starts a long-running process with its output in <dir>/logs/<name>.log; stopped on exit. */
function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { asPostgres?: boolean; env?: NodeJS.ProcessEnv } = {},
) {
  const out = openSync(path.join(dir, 'logs', `${name}.log`), 'a');
  const [cmd, cmdArgs] = options.asPostgres && isRoot ? asPostgresUser(command, args) : [command, args];
  const child = spawn(cmd, cmdArgs, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', out, out],
  });
  started.push({ name, child });
  child.once('exit', (code, signal) => {
    if (!stopping) log(`${name} exited (${code ?? signal}); see ${path.join(dir, 'logs', `${name}.log`)}`);
  });
  return child;
}

async function waitFor(what: string, probe: () => Promise<boolean> | boolean, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

const httpOk = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers }).then(
    (r) => r.ok,
    () => false,
  );
const pgReady = (port: number) =>
  spawnSync(`${PG_BIN}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }).status === 0;

/** Debian packages the topology needs and the machine lacks, installed as `npm test` installs its own. */
function ensurePackages(): void {
  const missing: string[] = [];
  if (!existsSync('/usr/sbin/haproxy')) missing.push('haproxy');
  if (!existsSync('/usr/bin/radosgw')) missing.push('ceph-mon', 'ceph-osd', 'radosgw');
  if (!existsSync('/usr/bin/redis-server')) missing.push('redis-server');
  if (!existsSync(`${PG_BIN}/postgres`)) missing.push('postgresql-15');
  if (missing.length === 0) return;
  log(`installing ${missing.join(', ')} with apt-get`);
  const sudo = isRoot ? [] : ['sudo'];
  const apt = (...a: string[]) =>
    runOnce(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...a], {
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', ...missing);
}

function startPostgres(): void {
  const primary = path.join(dir, 'pg-primary');
  runOnce(`${PG_BIN}/initdb`, ['-D', primary, '-A', 'trust', '-U', 'postgres', '--no-sync'], { asPostgres: true });
  appendFileSync(
    path.join(primary, 'postgresql.conf'),
    [
      `port = ${PORTS.primary}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${dir}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      '',
    ].join('\n'),
  );
  appendFileSync(path.join(primary, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
  startProcess('postgres-primary', `${PG_BIN}/postgres`, ['-D', primary], { asPostgres: true });
}

async function startReplica(): Promise<void> {
  const replica = path.join(dir, 'pg-replica');
  runOnce(
    `${PG_BIN}/pg_basebackup`,
    ['-h', '127.0.0.1', '-p', String(PORTS.primary), '-U', 'postgres', '-D', replica, '-R', '-X', 'stream'],
    { asPostgres: true },
  );
  appendFileSync(path.join(replica, 'postgresql.conf'), `port = ${PORTS.replica}\n`);
  startProcess('postgres-replica', `${PG_BIN}/postgres`, ['-D', replica], { asPostgres: true });
  await waitFor('the PostgreSQL replica', () => pgReady(PORTS.replica));
}

let stopping = false;
async function stopAll(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  log('stopping everything this script started');
  for (const { name, child } of [...started].reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // PostgreSQL: SIGINT is its fast shutdown; the others finish their work on SIGTERM.
    child.kill(name.startsWith('postgres') ? 'SIGINT' : 'SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    await exited;
    clearTimeout(timer);
  }
  if (s3Started) runOnce('bash', [path.join(root, 'scripts/s3-test-server.sh'), 'stop', path.join(dir, 's3')]);
  log(`stopped; logs kept in ${path.join(dir, 'logs')}`);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  ensurePackages();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  if (isRoot) runOnce('chown', ['postgres', dir]);
  log(`folder ${dir}`);

  runOnce('node', ['--import', 'tsx', 'scripts/web-build.ts']);
  startPostgres();
  await waitFor('the PostgreSQL primary', () => pgReady(PORTS.primary));
  runOnce(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(PORTS.primary), '-U', 'postgres', 'hashi']);
  await startReplica();
  startProcess('redis', '/usr/bin/redis-server', [
    '--port',
    String(PORTS.redis),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  runOnce('bash', [path.join(root, 'scripts/s3-test-server.sh'), 'start', path.join(dir, 's3')]);
  s3Started = true;
  const s3 = new S3Client({
    endpoint: 'http://127.0.0.1:7480',
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'HASHITESTKEY', secretAccessKey: 'HASHITESTSECRET' },
  });
  await s3.send(new CreateBucketCommand({ Bucket: 'hashi-cluster' }));
  s3.destroy();

  const metricsToken = randomBytes(18).toString('base64url');
  const appEnv: NodeJS.ProcessEnv = {
    DATABASE_URL: `postgres://postgres@127.0.0.1:${PORTS.primary}/hashi`,
    REDIS_URL: `redis://127.0.0.1:${PORTS.redis}`,
    S3_ENDPOINT: 'http://127.0.0.1:7480',
    S3_BUCKET: 'hashi-cluster',
    S3_ACCESS_KEY: 'HASHITESTKEY',
    S3_SECRET_KEY: 'HASHITESTSECRET',
    APP_URL: `http://127.0.0.1:${PORTS.lb}`,
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    METRICS_TOKEN: metricsToken,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
  };
  runOnce('node', ['--import', 'tsx', 'apps/server/src/platform/db/migrate-cli.ts'], { env: appEnv });
  // The worker seeds the demo data once, then runs the jobs; the API instances only serve.
  startProcess('worker', process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--role=worker'], {
    env: { ...appEnv, SEED_DEMO_DATA: 'true' },
  });
  for (const [i, port] of PORTS.web.entries()) {
    startProcess(`web-${i + 1}`, process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--role=web'], {
      env: { ...appEnv, PORT: String(port), HOST: '127.0.0.1' },
    });
  }
  for (const port of PORTS.web)
    await waitFor(`the API instance on :${port}`, () => httpOk(`http://127.0.0.1:${port}/readyz`));

  const haproxyConfig = path.join(dir, 'haproxy.cfg');
  writeFileSync(
    haproxyConfig,
    `global
  maxconn 4096
defaults
  mode http
  option forwardfor
  timeout connect 5s
  # Live event streams stay open for the token's lifetime: long client and server timeouts.
  timeout client 1h
  timeout server 1h
  timeout http-request 30s
frontend hashi
  bind 127.0.0.1:${PORTS.lb}
  default_backend web
backend web
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
${PORTS.web.map((port, i) => `  server web${i + 1} 127.0.0.1:${port} check`).join('\n')}
`,
  );
  startProcess('haproxy', '/usr/sbin/haproxy', ['-f', haproxyConfig, '-db']);
  await waitFor('HAProxy', () => httpOk(`http://127.0.0.1:${PORTS.lb}/readyz`));

  log(`Hashi is running at http://127.0.0.1:${PORTS.lb} (HAProxy → :${PORTS.web.join(', :')}; a worker)`);
  log(
    `PostgreSQL primary :${PORTS.primary} and its streaming replica :${PORTS.replica} (read by nothing yet: replica reads are issue 15's next part); Redis :${PORTS.redis}; S3 :7480`,
  );
  log(`metrics: curl -H 'Authorization: Bearer ${metricsToken}' http://127.0.0.1:${PORTS.web[0]}/metrics`);

  if (check) {
    // One request through the balancer reaching each instance in turn (round robin).
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`http://127.0.0.1:${PORTS.lb}/healthz`);
      if (!res.ok) throw new Error(`/healthz through HAProxy answered ${res.status}`);
      seen.add(res.headers.get('x-request-id') ?? '');
    }
    for (const port of PORTS.web) {
      if (!(await httpOk(`http://127.0.0.1:${port}/metrics`, { authorization: `Bearer ${metricsToken}` }))) {
        throw new Error(`/metrics on :${port} did not answer`);
      }
    }
    log(`check passed: ${seen.size} requests through HAProxy, both instances healthy, metrics answered`);
    await stopAll(0);
  }
  log('Ctrl-C stops everything');
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
}
