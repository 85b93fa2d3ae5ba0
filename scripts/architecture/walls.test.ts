import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readArchitecture } from './architecture.ts';
import { readGraph } from './import-graph.ts';
import { allBreaches } from './measures.ts';
import { applyRatchet, featureEdges } from './rules.ts';

const root = path.resolve(import.meta.dirname, '../..');
const arch = readArchitecture(root);
const graph = readGraph(root, arch.sources);
const found = await allBreaches(root, arch, graph);

describe('Hashi keeps to the walls of docs/architecture.json', () => {
  it('adds no import across a wall beyond the ratchet (docs/architecture.md says where code goes)', () => {
    const { over } = applyRatchet(arch, found);
    const report = over.map(
      ({ rule, allowed, breaches: list }) =>
        `${rule}: ${list.length} (allowed ${allowed})\n${list.map((b) => `  ${b.from} → ${b.to}`).join('\n')}`,
    );
    expect(report).toEqual([]);
  });

  it('keeps every gain: a ratchet whose count went down is lowered in docs/architecture.json', () => {
    const { under } = applyRatchet(arch, found);
    expect(under.map((u) => `${u.rule}: lower the ratchet from ${u.allowed} to ${u.actual}`)).toEqual([]);
  });

  it('lists as public only files that exist and that another feature imports', () => {
    const imported = new Set(featureEdges(arch, graph).map((e) => e.target));
    const stale = Object.entries(arch.public).flatMap(([part, features]) => {
      const roots = arch.parts.find((p) => p.name === part)?.paths ?? [];
      return Object.entries(features).flatMap(([feature, files]) =>
        files
          .filter((file) => !roots.some((r) => imported.has(`${r}/${feature}/${file}`)))
          .map((file) => `${part}: ${feature}/${file}`),
      );
    });
    expect(stale).toEqual([]);
  });
});
