#!/usr/bin/env node
// `npm test`: lint, typecheck, build the web app, then every Vitest project (unit, API on the
// embedded database, web components, end-to-end in Debian's Chromium). Ends with one line:
// `N passed, N failed`. Pass Vitest filters through, e.g. `npm test -- --project server`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
const args = process.argv.slice(2);
const quick = process.env.HASHI_TEST_QUICK === '1';

/** What failed, a line each: printed just above the totals, and kept for CI to print at its end. */
const failures = [];

function run(title, command, commandArgs, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(`FAILED step: ${title} (exit ${result.status ?? result.signal})`);
  return result.status === 0;
}

/** `file › describe › test: first line of the error` for every failed test and every file that failed to run. */
function failedTests(report) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failedAssertions = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedAssertions) {
      const message = (a.failureMessages?.[0] ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
      lines.push(
        `FAILED test: ${name} › ${[...(a.ancestorTitles ?? []), a.title].join(' › ')}: ${message.slice(0, 300)}`,
      );
    }
    if (file.status === 'failed' && failedAssertions.length === 0) {
      const message = (file.message ?? '').split('\n').find((l) => l.trim() !== '') ?? '';
      lines.push(`FAILED file: ${name}: ${message.slice(0, 300)}`);
    }
  }
  return lines;
}

/**
 * The browser, the Japanese font and ClamAV (the quarantine tests' scanner, ADR 0044) come from
 * Debian, never from a test tool's download. Installed here, once, before the tests start: test
 * files running side by side must not race each other for apt's lock.
 */
function ensureDebianPackages() {
  const font = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync(font)) missing.push('fonts-ipafont-gothic');
  if (spawnSync('sh', ['-c', 'command -v clamd'], { stdio: 'ignore' }).status !== 0) {
    missing.push('clamav', 'clamav-daemon');
  }
  if (missing.length === 0) return true;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...a) =>
    run(`apt-get ${a.join(' ')}`, sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...a], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  return apt('update', '-qq') && apt('install', '-y', '-qq', ...missing);
}

let ok = true;
if (!quick) {
  ok = run('lint (biome, warnings are errors)', 'npm', ['run', '--silent', 'lint']) && ok;
  ok = run('typecheck', 'npm', ['run', '--silent', 'typecheck']) && ok;
  ok = run('build the web app', 'npm', ['run', '--silent', 'build']) && ok;
  ok = ensureDebianPackages() && ok;
}

mkdirSync(resultsDir, { recursive: true });
const reportFile = path.join(resultsDir, 'vitest.json');
// Where the pages of failed journeys were (e2e/support/browser.ts appends; printed with the failures).
const e2eFailuresFile = path.join(resultsDir, 'e2e-failures.txt');
rmSync(e2eFailuresFile, { force: true });
const vitestOk = run('tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...args,
]);

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  failures.push(...failedTests(report));
} catch {
  failed += 1;
  failures.push('FAILED: no test report was written');
}
if (!vitestOk && failed === 0) failed = 1;
if (existsSync(e2eFailuresFile)) failures.push(...readFileSync(e2eFailuresFile, 'utf8').split('\n').filter(Boolean));
if (!ok) console.log('\nA check before the tests failed (see above).');
writeFileSync(path.join(resultsDir, 'failures.txt'), failures.map((l) => `${l}\n`).join(''));
if (failures.length > 0) console.log(`\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && vitestOk && failed === 0 ? 0 : 1);
