#!/usr/bin/env node
// `npm run test:cluster`: the fault tests on the real cluster (scripts/cluster/faults.test.ts) through
// scripts/test.mjs, so that they end with the same `N passed, N failed` line and write the same
// .test-results/vitest.json and failures.txt that .ci/run adds up. The tests stop the cluster
// themselves; whatever a crashed test process left running is ended here, by the PIDs the topology
// recorded (each checked to still be the command it started), and the cluster's folder is removed
// (its logs are kept when the run failed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(tmpdir(), 'hashi-cluster-tests');

const result = spawnSync(
  process.execPath,
  ['scripts/test.mjs', '--config', 'scripts/cluster/vitest.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, HASHI_TEST_QUICK: '1' } },
);

const pidFile = path.join(dir, 'pids');
if (existsSync(pidFile)) {
  for (const line of readFileSync(pidFile, 'utf8').split('\n')) {
    const [pid, name] = line.split(' ');
    if (!pid || !name) continue;
    let cmdline = '';
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // Gone already.
    }
    // Only a process that is still one the topology started (its folder or Hashi's entry point).
    if (cmdline.includes(dir) || cmdline.includes('apps/server/src/main.ts') || cmdline.includes('redis-server')) {
      console.log(`[test:cluster] ending ${name} (${pid}), left running`);
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
  }
}
if (existsSync(path.join(dir, 's3', 'pids'))) {
  spawnSync('bash', ['scripts/s3-test-server.sh', 'stop', path.join(dir, 's3')], { cwd: root, stdio: 'inherit' });
}
if (existsSync(dir)) {
  if (result.status === 0) rmSync(dir, { recursive: true, force: true });
  else {
    for (const entry of readdirSync(dir))
      if (entry !== 'logs') rmSync(path.join(dir, entry), { recursive: true, force: true });
    console.log(`[test:cluster] the cluster's logs: ${path.join(dir, 'logs')}`);
  }
}
process.exit(result.status ?? 1);
