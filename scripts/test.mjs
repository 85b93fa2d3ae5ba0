#!/usr/bin/env node
// `npm test`: lint, typecheck, build the web app, then every Vitest project (unit, API on the
// embedded database, web components, end-to-end in Debian's Chromium). Ends with one line:
// `N passed, N failed`. Pass Vitest filters through, e.g. `npm test -- --project server`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, '.test-results');
const args = process.argv.slice(2);
const quick = process.env.HASHI_TEST_QUICK === '1';

function run(title, command, commandArgs, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** The browser and the Japanese font come from Debian, never from a test tool's download. */
function ensureBrowser() {
  const font = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';
  if (existsSync('/usr/bin/chromium') && existsSync(font)) return true;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...a) =>
    run(`apt-get ${a.join(' ')}`, sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...a], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  return apt('update', '-qq') && apt('install', '-y', '-qq', 'chromium', 'fonts-ipafont-gothic');
}

let ok = true;
if (!quick) {
  ok = run('lint (biome, warnings are errors)', 'npm', ['run', '--silent', 'lint']) && ok;
  ok = run('typecheck', 'npm', ['run', '--silent', 'typecheck']) && ok;
  ok = run('build the web app', 'npm', ['run', '--silent', 'build']) && ok;
  ok = ensureBrowser() && ok;
}

mkdirSync(resultsDir, { recursive: true });
const reportFile = path.join(resultsDir, 'vitest.json');
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
} catch {
  failed += 1;
}
if (!vitestOk && failed === 0) failed = 1;
if (!ok) console.log('\nA check before the tests failed (see above).');
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && vitestOk && failed === 0 ? 0 : 1);
