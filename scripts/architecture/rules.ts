// The walls of docs/architecture.json, applied to an import graph: which part may import which,
// and which files of a feature other features may import.
import type { SourceFile } from './import-graph.ts';

export interface Architecture {
  /** Folders (or files) read, from the tree's root. */
  sources: string[];
  /** Patterns that mark a file as a test (tests may use other features' test helpers). */
  tests: string[];
  /** The part whose arrows a test file follows, by the path its app starts with: tests may use the app's test helpers. */
  test_parts: Record<string, string>;
  /** The parts, most specific first: a file belongs to the first part one of whose paths holds it. */
  parts: Part[];
  /** For each part, the parts it may import from (itself included when listed). */
  may_import: Record<string, string[]>;
  /** For each part that holds features, each feature's files that other features may import. */
  public: Record<string, Record<string, string[]>>;
  /** Counts of known breaches that may only go down; a rule that is not listed allows none. */
  ratchet: Record<string, number>;
}

export interface Part {
  name: string;
  paths: string[];
  /** The part's first-level folders are features, walled off from each other. */
  features?: boolean;
}

export interface Located {
  part: string;
  /** The feature folder, for files of a part that holds features. */
  feature?: string;
  test: boolean;
}

export interface Breach {
  rule: string;
  from: string;
  to: string;
}

export function locate(arch: Architecture, file: string): Located | undefined {
  const test = arch.tests.some((pattern) => new RegExp(pattern).test(file));
  for (const part of arch.parts) {
    for (const root of part.paths) {
      if (file !== root && !file.startsWith(`${root}/`)) continue;
      const feature = part.features ? file.slice(root.length + 1).split('/')[0] : undefined;
      return { part: part.name, feature, test };
    }
  }
  return undefined;
}

function testPart(arch: Architecture, file: string): string | undefined {
  return Object.entries(arch.test_parts).find(([prefix]) => file.startsWith(prefix))?.[1];
}

function isPublic(arch: Architecture, part: string, feature: string, file: string): boolean {
  const root = arch.parts.find((p) => p.name === part)?.paths.find((p) => file.startsWith(`${p}/${feature}/`));
  if (!root) return false;
  const inside = file.slice(root.length + feature.length + 2);
  return arch.public[part]?.[feature]?.includes(inside) ?? false;
}

export interface FeatureEdge {
  part: string;
  from: string;
  to: string;
  file: string;
  target: string;
}

/** Production imports from one feature into another of the same part. */
export function featureEdges(arch: Architecture, graph: SourceFile[]): FeatureEdge[] {
  const edges: FeatureEdge[] = [];
  for (const file of graph) {
    const from = locate(arch, file.path);
    if (!from?.feature || from.test) continue;
    for (const { target } of file.imports) {
      if (!target) continue;
      const to = locate(arch, target);
      if (to?.part !== from.part || !to.feature || to.feature === from.feature) continue;
      edges.push({ part: from.part, from: from.feature, to: to.feature, file: file.path, target });
    }
  }
  return edges;
}

/** Feature pairs that import each other, as "a ↔ b" with a < b. */
export function twoWayPairs(edges: FeatureEdge[]): string[] {
  const seen = new Set(edges.map((e) => `${e.part}:${e.from}→${e.to}`));
  const pairs = new Set<string>();
  for (const e of edges) {
    if (e.from < e.to && seen.has(`${e.part}:${e.to}→${e.from}`)) pairs.add(`${e.part}: ${e.from} ↔ ${e.to}`);
  }
  return [...pairs].sort();
}

/** Every import that crosses a wall, keyed by the rule it breaks. */
export function breaches(arch: Architecture, graph: SourceFile[]): Breach[] {
  const found: Breach[] = [];
  for (const file of graph) {
    const from = locate(arch, file.path);
    if (!from) continue;
    for (const { target, specifier } of file.imports) {
      if (!target) continue;
      const to = locate(arch, target);
      if (!to) continue;
      const checkedAs = from.test ? (testPart(arch, file.path) ?? from.part) : from.part;
      const allowed = arch.may_import[checkedAs] ?? [];
      if (!allowed.includes(to.part)) {
        found.push({ rule: `layer: ${from.part} → ${to.part}`, from: file.path, to: target });
        continue;
      }
      const crossesFeature = from.part === to.part && to.feature && from.feature !== to.feature;
      if (crossesFeature && !from.test && !to.test && !isPublic(arch, to.part, to.feature!, target)) {
        found.push({ rule: `private: ${to.part}`, from: file.path, to: target || specifier });
      }
    }
  }
  for (const pair of twoWayPairs(featureEdges(arch, graph))) {
    found.push({ rule: `two-way: ${pair.split(':')[0]}`, from: pair, to: '' });
  }
  return found;
}

export interface RatchetResult {
  /** Rules whose count went up, or that allow none and were broken, with the breaches. */
  over: { rule: string; allowed: number; breaches: Breach[] }[];
  /** Rules whose count went down: lower the ratchet to keep the gain. */
  under: { rule: string; allowed: number; actual: number }[];
}

export function applyRatchet(arch: Architecture, found: Breach[]): RatchetResult {
  const byRule = new Map<string, Breach[]>();
  for (const b of found) byRule.set(b.rule, [...(byRule.get(b.rule) ?? []), b]);
  const over: RatchetResult['over'] = [];
  const under: RatchetResult['under'] = [];
  for (const [rule, list] of byRule) {
    const allowed = arch.ratchet[rule] ?? 0;
    if (list.length > allowed) over.push({ rule, allowed, breaches: list });
  }
  for (const [rule, allowed] of Object.entries(arch.ratchet)) {
    const actual = byRule.get(rule)?.length ?? 0;
    if (actual < allowed) under.push({ rule, allowed, actual });
  }
  return { over, under };
}
