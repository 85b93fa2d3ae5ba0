// `npm run arch:report`: the figures of docs/architecture.md, measured on this tree.
// `--details` lists every breach and every file behind a figure; `--lower-ratchet` lowers each
// ratchet of docs/architecture.json that the tree now beats (it never raises one).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { readArchitecture } from './architecture.ts';
import { readGraph } from './import-graph.ts';
import { breaches } from './rules.ts';
import { allBreaches, measure } from './measures.ts';

const root = path.resolve(import.meta.dirname, '../..');
const details = process.argv.includes('--details');
const arch = readArchitecture(root);
const graph = readGraph(root, arch.sources);
const figures = await measure(root, arch, graph);

const line = (label: string, value: number | string) => console.log(`${label.padEnd(58)} ${value}`);
console.log(`Hashi architecture report (${graph.length} source files)\n`);
console.log('Imports that cross a wall (docs/architecture.json):');
for (const [rule, n] of Object.entries(figures.breaches).sort()) line(`  ${rule}`, n);
if (Object.keys(figures.breaches).length === 0) console.log('  none');
console.log('\nCross-feature imports in production code:');
for (const [part, f] of Object.entries(figures.crossFeature)) {
  line(`  ${part}: imports / feature pairs / two-way pairs`, `${f.imports} / ${f.pairs} / ${f.twoWay.length}`);
  if (f.twoWay.length) console.log(`    two-way: ${f.twoWay.join(', ')}`);
}
console.log('');
line('SQL outside repositories (files; migrations and tests aside)', figures.sqlOutsideRepositories.length);
line('Hand-written types named like a shared schema type', figures.handWrittenSharedTypes.length);
line('`as unknown as` in production code', figures.asUnknownAs);
line('Web feature files importing @mui/material', figures.webFeatureFilesImportingMui);
line('Inline sx props in web features', figures.webFeatureSxProps);

// Identical-text pairs, from the tool library's `duplicates` when this machine has it.
const dup = spawnSync('duplicates', ['--most', '200', '--seconds', '120'], { cwd: root, encoding: 'utf8' });
if (dup.status === 0) {
  const rows = dup.stdout.split('\n').filter((l) => /^D\d+ /.test(l));
  const identical = rows.filter((l) => !/\bshape\b/.test(l)).length;
  const more = Number(/\(\+(\d+) more pairs\)/.exec(dup.stdout)?.[1] ?? 0);
  line('duplicates: identical-text pairs (of all pairs listed)', `${identical} (of ${rows.length + more})`);
} else {
  line('duplicates: identical-text pairs', 'not measured (no `duplicates` command here)');
}

if (details) {
  console.log('\nBreaches:');
  for (const b of breaches(arch, graph)) console.log(`  [${b.rule}] ${b.from} → ${b.to}`);
  console.log('\nSQL outside repositories:');
  for (const f of figures.sqlOutsideRepositories) console.log(`  ${f}`);
  console.log('\nHand-written shared types:');
  for (const f of figures.handWrittenSharedTypes) console.log(`  ${f}`);
}

if (process.argv.includes('--lower-ratchet')) {
  const counts = new Map<string, number>();
  for (const b of await allBreaches(root, arch, graph)) counts.set(b.rule, (counts.get(b.rule) ?? 0) + 1);
  const ratchet = Object.fromEntries(
    Object.entries(arch.ratchet)
      .map(([rule, allowed]) => [rule, Math.min(allowed, counts.get(rule) ?? 0)] as const)
      .filter(([, allowed]) => allowed > 0),
  );
  const file = path.join(root, 'docs/architecture.json');
  writeFileSync(file, `${JSON.stringify({ ...arch, ratchet }, null, 2)}\n`);
  spawnSync('node', ['scripts/biome.mjs', 'format', '--write', file], { cwd: root });
  console.log('\nRatchet lowered where the tree beats it:', ratchet);
}
