/**
 * `npm run cluster` (issue 15): Hashi's production topology on this machine's loopback, from Debian's
 * packages — a PostgreSQL primary and a streaming replica made with pg_basebackup, Redis, the S3
 * gateway (scripts/s3-test-server.sh), one background worker (`--role=worker`) and two API instances
 * (`--role=web`) on the built app, and HAProxy in front on :3000 with health checks on /readyz.
 * Runs in the foreground until Ctrl-C (or SIGTERM), then stops everything it started, by the PIDs it
 * started (the S3 gateway by its script's PID file), newest first. Logs go to <dir>/logs. The
 * topology itself is scripts/cluster/topology.ts, which the fault tests start on their own ports.
 *
 *   npm run cluster [-- --dir /tmp/hashi-cluster] [-- --check]
 *
 * `--check` starts everything, makes one request through the load balancer to each instance and
 * stops: a smoke test.
 */
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Cluster, httpOk, startCluster } from './cluster/topology.ts';

const argv = process.argv.slice(2);
const dirArg = argv.includes('--dir') ? argv[argv.indexOf('--dir') + 1] : undefined;
const dir = path.resolve(dirArg ?? path.join(tmpdir(), 'hashi-cluster'));
const check = argv.includes('--check');

function log(line: string): void {
  console.log(`[cluster] ${line}`);
}

let cluster: Cluster | undefined;
let stopping = false;
async function stop(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  log('stopping everything this script started');
  await cluster?.stopAll();
  log(`stopped; logs kept in ${path.join(dir, 'logs')}`);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  cluster = await startCluster({ dir, log });
  const { ports, baseUrl, metricsToken } = cluster;
  log(`Hashi is running at ${baseUrl} (HAProxy → :${ports.web.join(', :')}; a worker)`);
  log(
    `PostgreSQL primary :${ports.primary} and its streaming replica :${ports.replica} (given to the instances as DATABASE_REPLICA_URL); Redis :${ports.redis}; S3 :7480`,
  );
  log(`metrics: curl -H 'Authorization: Bearer ${metricsToken}' ${cluster.instanceUrls['web-1']}/metrics`);

  if (check) {
    // One request through the balancer reaching each instance in turn (round robin).
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const res = await fetch(`${baseUrl}/healthz`);
      if (!res.ok) throw new Error(`/healthz through HAProxy answered ${res.status}`);
      seen.add(res.headers.get('x-request-id') ?? '');
    }
    for (const [name, url] of Object.entries(cluster.instanceUrls)) {
      if (!(await httpOk(`${url}/metrics`, { authorization: `Bearer ${metricsToken}` }))) {
        throw new Error(`/metrics on ${name} did not answer`);
      }
    }
    log(`check passed: ${seen.size} requests through HAProxy, both instances healthy, metrics answered`);
    await stop(0);
  }
  log('Ctrl-C stops everything');
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
