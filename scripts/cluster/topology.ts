/**
 * Hashi's production topology on this machine's loopback, started from code (issue 15): a PostgreSQL
 * primary and a streaming replica made with pg_basebackup, Redis, the S3 gateway
 * (scripts/s3-test-server.sh), one background worker (`--role=worker`), API instances (`--role=web`)
 * on the built app, and HAProxy in front with health checks on /readyz. `npm run cluster`
 * (scripts/cluster.ts) runs it in the foreground; the fault tests (scripts/cluster/faults.test.ts)
 * start it on their own ports and kill, stop and start its processes.
 *
 * Every process is started here and stopped here by the PID it was started with (PostgreSQL runs
 * through setpriv, which executes it in place, so that PID is the server's own). The PIDs are also
 * written to <dir>/pids, so that a runner whose test process died can end what is left
 * (scripts/cluster/test-cluster.mjs). PostgreSQL runs as its own clusters under <dir>: the machine's
 * server is left alone (streaming a replica from it would need its pg_hba.conf changed).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

const root = path.resolve(import.meta.dirname, '../..');
const PG_BIN = '/usr/lib/postgresql/15/bin';
const isRoot = process.getuid?.() === 0;
/** The S3 gateway is one per machine (scripts/s3-test-server.sh): its port is fixed. */
export const S3_PORT = 7480;

export interface ClusterPorts {
  /** HAProxy, the one address clients use. */
  lb: number;
  /** One API instance per port, named web-1, web-2, … */
  web: number[];
  primary: number;
  replica: number;
  redis: number;
}

export const DEFAULT_PORTS: ClusterPorts = {
  lb: 3000,
  web: [3101, 3102],
  primary: 55432,
  replica: 55433,
  redis: 56379,
};

export interface ClusterOptions {
  /** Everything goes under it (emptied first): PostgreSQL's data, logs, HAProxy's config and socket. */
  dir: string;
  ports?: Partial<ClusterPorts>;
  /** Extra environment of every Hashi process (web and worker), e.g. SMTP_URL. */
  env?: NodeJS.ProcessEnv;
  /** The worker seeds the demo data once (SEED_DEMO_DATA=true); default true. */
  seedDemoData?: boolean;
  /** The bucket of the S3 gateway the files go to (created when missing). */
  bucket?: string;
  /**
   * Lines added to the primary's postgresql.conf after the cluster's own (so they win; the replica
   * copies them with pg_basebackup), e.g. `fsync = on` for a benchmark.
   */
  postgresSettings?: string[];
  /** Node's own options for the worker and the API instances (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArguments?: string[];
  log?: (line: string) => void;
}

export type ProcessName = string;

export interface Cluster {
  dir: string;
  ports: ClusterPorts;
  /** Through HAProxy. */
  baseUrl: string;
  /** Each API instance's own address, by name (web-1, web-2, …). */
  instanceUrls: Record<string, string>;
  webNames: string[];
  /** The environment every Hashi process gets (web instances add PORT and HOST). */
  env: NodeJS.ProcessEnv;
  databaseUrl: string;
  replicaUrl: string;
  metricsToken: string;
  /** Is the process running (started and not yet exited)? */
  running(name: ProcessName): boolean;
  /** Its PID while it runs. */
  pid(name: ProcessName): number | undefined;
  /** Sends `signal` (default SIGKILL) and waits for the process to exit. */
  kill(name: ProcessName, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped web instance (and waits for its /readyz) or the worker. */
  start(name: ProcessName): Promise<void>;
  /** SIGTERM, wait for the exit, start again. */
  restart(name: ProcessName): Promise<void>;
  /** HAProxy's view of each web instance: UP, DOWN, MAINT, … (from its stats socket). */
  balancerStates(): Promise<Record<string, string>>;
  /** Waits until HAProxy reports the instance in `state`; answers the milliseconds it took. */
  waitForBalancer(name: ProcessName, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>;
  /** Stops everything started, newest first (and the S3 gateway when it was started here). */
  stopAll(): Promise<void>;
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

/**
 * `command` run as the postgres user (PostgreSQL refuses root): setpriv executes it in place, so the
 * PID held is the server's own and a signal to it reaches the server (runuser would stay in between
 * and keep the signal to itself).
 */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]];
}

export async function waitFor(
  what: string,
  probe: () => Promise<boolean> | boolean,
  timeoutMs = 120_000,
  everyMs = 300,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export const httpOk = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers, signal: AbortSignal.timeout(5000) }).then(
    (r) => r.ok,
    () => false,
  );
const pgReady = (port: number) =>
  spawnSync(`${PG_BIN}/pg_isready`, ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }).status === 0;
const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Debian packages the topology needs and the machine lacks, installed as `npm test` installs its own. */
export function ensurePackages(log: (line: string) => void): void {
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

/**
 * HAProxy's configuration. Health checks on /readyz every second; two failures take an instance out,
 * two successes bring it back. An instance that stops (SIGTERM) answers /readyz 503 first and keeps
 * serving for a few seconds (main.ts), so the balancer drains it before it closes.
 *
 * Retries, and why only these: a request that never reached an instance (refused connection: the
 * instance was killed and the checks have not noticed yet) is always safe to send to another one,
 * so `retries 3` with `option redispatch 1` move it at once. A request that reached an instance
 * whose connection then broke with no answer (`empty-response`: the instance died mid-request)
 * may have been applied, so the balancer repeats only what is safe to repeat: GET, HEAD, OPTIONS
 * and the job search (a read sent as POST). Every other write's failure goes back to the client
 * (a 502), which retries it with the same client id or natural key; the writes are idempotent
 * (client ids on messages, unique keys on applications and saves), the fault tests check that.
 */
/** Requests one API instance works on at once behind the balancer (its pool has 10 connections). */
export const INSTANCE_MAXCONN = 20;
/** Seconds a request may wait at the balancer for a free slot before it is answered 503. */
export const QUEUE_TIMEOUT_SECONDS = 2;

function haproxyConfig(ports: ClusterPorts, socket: string): string {
  const servers = (extra: (i: number) => string) =>
    ports.web.map((port, i) => `  server web-${i + 1} 127.0.0.1:${port} ${extra(i)}`).join('\n');
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin
defaults
  mode http
  option forwardfor
  timeout connect 5s
  # Live event streams stay open for the token's lifetime: long client and server timeouts.
  timeout client 1h
  timeout server 1h
  timeout http-request 30s
  # A busy instance answers its health check late, not never: 3 s before a check counts as failed
  # (a dead one refuses the connection at once). /readyz itself answers without waiting in the pool.
  timeout check 3s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
frontend hashi
  bind 127.0.0.1:${ports.lb}
  # Live event streams hold their connection for an hour: they have a backend of their own, out of
  # the requests' limit below.
  acl live_stream path_beg /api/v1/live/
  use_backend live if live_stream
  default_backend web
backend web
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  # Load shedding (ADR 0051): at most ${INSTANCE_MAXCONN} requests in an instance at once, the rest wait here,
  # and one that waited ${QUEUE_TIMEOUT_SECONDS} s is answered 503 at once. An instance past what its core can do
  # then stays quick for what it takes and answers its health checks in time, instead of queueing
  # everything until the checks fail and the balancer takes every instance out.
  timeout queue ${QUEUE_TIMEOUT_SECONDS}s
  default-server inter 1s fall 2 rise 2 maxconn ${INSTANCE_MAXCONN}
  acl safe_to_repeat method GET HEAD OPTIONS
  acl search_read path /api/v1/customer-job-postings/search
  # A write that reached an instance is not repeated by the balancer (see scripts/cluster/topology.ts).
  http-request disable-l7-retry if !safe_to_repeat !search_read
${servers(() => 'check')}
backend live
  balance leastconn
  # Up and down with the same instance in the requests' backend (its health checks).
${servers((i) => `track web/web-${i + 1}`)}
`;
}

/** Asks HAProxy's stats socket `command`; answers its text. */
function haproxyAsk(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = connect(socket);
    let out = '';
    conn.on('data', (d) => {
      out += d;
    });
    conn.on('end', () => resolve(out));
    conn.on('error', reject);
    conn.write(`${command}\n`);
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(`[cluster] ${line}`));
  const ports: ClusterPorts = { ...DEFAULT_PORTS, ...options.ports };
  const dir = path.resolve(options.dir);
  const bucket = options.bucket ?? 'hashi-cluster';
  const webNames = ports.web.map((_, i) => `web-${i + 1}`);
  const socket = path.join(dir, 'haproxy.sock');
  const pidFile = path.join(dir, 'pids');

  /** The processes, by name, in the order they were first started. */
  const children = new Map<ProcessName, ChildProcess>();
  const starters = new Map<ProcessName, () => ChildProcess>();
  let s3Started = false;
  let stopping = false;

  function startProcess(
    name: string,
    command: string,
    args: string[],
    opts: { asPostgres?: boolean; env?: NodeJS.ProcessEnv } = {},
  ) {
    const launch = () => {
      const out = openSync(path.join(dir, 'logs', `${name}.log`), 'a');
      const [cmd, cmdArgs] = opts.asPostgres && isRoot ? asPostgresUser(command, args) : [command, args];
      const child = spawn(cmd, cmdArgs, {
        cwd: root,
        env: { ...process.env, ...opts.env },
        stdio: ['ignore', out, out],
      });
      children.set(name, child);
      if (child.pid) appendFileSync(pidFile, `${child.pid} ${name}\n`);
      child.once('exit', (code, signal) => {
        if (!stopping) log(`${name} exited (${code ?? signal}); see ${path.join(dir, 'logs', `${name}.log`)}`);
      });
      return child;
    };
    starters.set(name, launch);
    return launch();
  }

  const running = (name: ProcessName) => {
    const child = children.get(name);
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };

  async function kill(name: ProcessName, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = children.get(name);
    if (!child || !running(name)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }

  async function stopAll(): Promise<void> {
    if (stopping) return;
    stopping = true;
    for (const [name, child] of [...children].reverse()) {
      if (!running(name)) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // PostgreSQL: SIGINT is its fast shutdown; the others finish their work on SIGTERM.
      child.kill(name.startsWith('postgres') ? 'SIGINT' : 'SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
      await exited;
      clearTimeout(timer);
    }
    if (s3Started) {
      runOnce('bash', [path.join(root, 'scripts/s3-test-server.sh'), 'stop', path.join(dir, 's3')]);
      s3Started = false;
    }
    rmSync(pidFile, { force: true });
  }
  // A test process that ends without stopping the cluster (a crash) leaves nothing behind.
  process.once('exit', () => {
    for (const [name, child] of children) if (running(name)) child.kill('SIGKILL');
  });

  const baseUrl = `http://127.0.0.1:${ports.lb}`;
  const metricsToken = randomBytes(18).toString('base64url');
  const databaseUrl = `postgres://postgres@127.0.0.1:${ports.primary}/hashi`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${ports.replica}/hashi`;
  const env: NodeJS.ProcessEnv = {
    DATABASE_URL: databaseUrl,
    // Read by the instances that support replica reads (issue 15); unknown to the others, harmless.
    DATABASE_REPLICA_URL: replicaUrl,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY: 'HASHITESTKEY',
    S3_SECRET_KEY: 'HASHITESTSECRET',
    APP_URL: baseUrl,
    DATA_DIR: path.join(dir, 'data'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    METRICS_TOKEN: metricsToken,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'info',
    ...options.env,
  };
  const main = [...(options.nodeArguments ?? []), '--import', 'tsx', 'apps/server/src/main.ts'];

  async function start(name: ProcessName): Promise<void> {
    if (running(name)) return;
    const launch = starters.get(name);
    if (!launch) throw new Error(`no process ${name}`);
    launch();
    const url = cluster.instanceUrls[name];
    if (url) await waitFor(`${name} ready`, () => httpOk(`${url}/readyz`));
  }

  const cluster: Cluster = {
    dir,
    ports,
    baseUrl,
    instanceUrls: Object.fromEntries(webNames.map((name, i) => [name, `http://127.0.0.1:${ports.web[i]}`])),
    webNames,
    env,
    databaseUrl,
    replicaUrl,
    metricsToken,
    running,
    pid: (name) => (running(name) ? children.get(name)?.pid : undefined),
    kill,
    start,
    async restart(name) {
      await kill(name, 'SIGTERM');
      await start(name);
    },
    async balancerStates() {
      // `show servers state web`: one line per server, field 4 its name, field 6 its operational state.
      const text = await haproxyAsk(socket, 'show servers state web');
      const states: Record<string, string> = {};
      const names = ['STOPPED', 'STARTING', 'RUNNING', 'STOPPING'];
      for (const line of text.split('\n')) {
        const f = line.trim().split(/\s+/);
        if (f.length < 7 || f[1] !== 'web' || !f[3]) continue;
        // srv_op_state: 0 stopped (DOWN), 2 running (UP); srv_admin_state ≠ 0: maintenance.
        const op = Number(f[5]);
        states[f[3]] = op === 2 ? 'UP' : op === 0 ? 'DOWN' : (names[op] ?? String(op));
      }
      return states;
    },
    async waitForBalancer(name, state, timeoutMs = 30_000) {
      const began = Date.now();
      await waitFor(
        `HAProxy reports ${name} ${state}`,
        async () => (await cluster.balancerStates())[name] === state,
        timeoutMs,
        100,
      );
      return Date.now() - began;
    },
    stopAll,
  };

  try {
    ensurePackages(log);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'logs'), { recursive: true });
    if (isRoot) runOnce('chown', ['postgres', dir]);
    log(`folder ${dir}`);

    // The API instances serve the built web app: built when what it is built from changed.
    runOnce('node', ['--import', 'tsx', 'scripts/web-build.ts']);

    const primaryDir = path.join(dir, 'pg-primary');
    runOnce(`${PG_BIN}/initdb`, ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '--no-sync'], { asPostgres: true });
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        `port = ${ports.primary}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        'fsync = off',
        // A statement whose client died (a killed instance or worker) is ended within a second,
        // even while it waits for a lock, instead of running on and committing for nobody.
        'client_connection_check_interval = 1s',
        ...(options.postgresSettings ?? []),
        '',
      ].join('\n'),
    );
    appendFileSync(path.join(primaryDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
    startProcess('postgres-primary', `${PG_BIN}/postgres`, ['-D', primaryDir], { asPostgres: true });
    await waitFor('the PostgreSQL primary', () => pgReady(ports.primary));
    runOnce(`${PG_BIN}/createdb`, ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', 'hashi']);

    const replicaDir = path.join(dir, 'pg-replica');
    runOnce(
      `${PG_BIN}/pg_basebackup`,
      [
        '-h',
        '127.0.0.1',
        '-p',
        String(ports.primary),
        '-U',
        'postgres',
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '--checkpoint=fast',
      ],
      { asPostgres: true },
    );
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), `port = ${ports.replica}\n`);
    startProcess('postgres-replica', `${PG_BIN}/postgres`, ['-D', replicaDir], { asPostgres: true });
    await waitFor('the PostgreSQL replica', () => pgReady(ports.replica));

    startProcess('redis', '/usr/bin/redis-server', [
      '--port',
      String(ports.redis),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);

    // One gateway per machine: one already listening is used as it is (as .ci/run does).
    if (await portOpen(S3_PORT)) log(`using the S3 gateway already on :${S3_PORT}`);
    else {
      runOnce('bash', [path.join(root, 'scripts/s3-test-server.sh'), 'start', path.join(dir, 's3')]);
      s3Started = true;
    }
    const s3 = new S3Client({
      endpoint: `http://127.0.0.1:${S3_PORT}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'HASHITESTKEY', secretAccessKey: 'HASHITESTSECRET' },
    });
    try {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    } catch (error) {
      if (!(error instanceof Error && /BucketAlready/.test(error.name))) throw error;
    }
    s3.destroy();

    runOnce('node', ['--import', 'tsx', 'apps/server/src/platform/db/migrate-cli.ts'], { env });
    // The worker seeds the demo data once, then runs the jobs; the API instances only serve.
    startProcess('worker', process.execPath, [...main, '--role=worker'], {
      env: { ...env, SEED_DEMO_DATA: options.seedDemoData === false ? 'false' : 'true' },
    });
    for (const [i, name] of webNames.entries()) {
      startProcess(name, process.execPath, [...main, '--role=web'], {
        env: { ...env, PORT: String(ports.web[i]), HOST: '127.0.0.1', SEED_DEMO_DATA: 'false' },
      });
    }
    for (const name of webNames) {
      await waitFor(`the API instance ${name}`, () => httpOk(`${cluster.instanceUrls[name]}/readyz`));
    }

    const configFile = path.join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(ports, socket));
    startProcess('haproxy', '/usr/sbin/haproxy', ['-f', configFile, '-db']);
    await waitFor('HAProxy', () => httpOk(`${baseUrl}/readyz`));
    for (const name of webNames) await cluster.waitForBalancer(name, 'UP');
    return cluster;
  } catch (error) {
    await stopAll();
    throw error;
  }
}
