#!/usr/bin/env node
// Runs Biome's binary for this machine. We depend on the Linux binaries directly rather than on
// @biomejs/biome, whose binaries for other systems are missing from the registry here, which makes
// `npm ci` refuse the lock file (ADR 0012).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = require.resolve(`${pkg}/biome`);
} catch {
  console.error(`Biome has no binary installed for ${process.platform}-${process.arch} (${pkg}).`);
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
