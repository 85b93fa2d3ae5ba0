// The figures of docs/architecture.md: how far the tree keeps to its walls and habits.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { SourceFile } from './import-graph.ts';
import { type Architecture, type Breach, breaches, featureEdges, locate, twoWayPairs } from './rules.ts';

/** Statements that only a repository (or a migration) should hold: Kysely's builders and raw SQL. */
const SQL =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(<[^>]*>)?`|\.query\(\s*['"`]/;
const REPOSITORY = /(\.repository\.ts|\/repositories\/[^/]+\.ts)$/;
const MIGRATIONS = /\/(migrations|seeds)\/|\/platform\/db\//;

const isProduction = (arch: Architecture, file: string) => !locate(arch, file)?.test;

export function sqlOutsideRepositories(arch: Architecture, graph: SourceFile[]): string[] {
  return graph
    .filter((f) => f.path.startsWith('apps/server/src/') && !REPOSITORY.test(f.path) && !MIGRATIONS.test(f.path))
    .filter((f) => isProduction(arch, f.path))
    .filter((f) => SQL.test(f.text))
    .map((f) => f.path);
}

/** The key sets of the object schemas packages/shared exports (read by loading its modules). */
export async function sharedObjectShapes(root: string, graph: SourceFile[]): Promise<Map<string, string>> {
  const shapes = new Map<string, string>();
  for (const file of graph) {
    if (!/^packages\/shared\/src\/[^/]+\.ts$/.test(file.path) || file.path.endsWith('.test.ts')) continue;
    const mod = (await import(pathToFileURL(path.join(root, file.path)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const shape = (value as { shape?: unknown } | null)?.shape;
      if (!shape || typeof shape !== 'object') continue;
      const keys = Object.keys(shape).sort();
      // Two generic keys ({ id, name }) say nothing; three keys, or a field name of the API (snake_case), do.
      if (keys.length >= 3 || (keys.length === 2 && keys.some((k) => k.includes('_'))))
        shapes.set(keys.join(','), `${file.path.slice('packages/shared/src/'.length)}: ${name}`);
    }
  }
  return shapes;
}

/** Object types written by hand in the apps with exactly the keys of a shared schema: they should be z.infer of it. */
export function handWrittenSharedTypes(arch: Architecture, graph: SourceFile[], shapes: Map<string, string>): string[] {
  const found: string[] = [];
  for (const file of graph) {
    // Table types of the database layer describe rows, not requests: they may mirror a schema.
    if (!file.path.startsWith('apps/') || file.path.includes('/platform/db/') || !isProduction(arch, file.path))
      continue;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node) => {
      let members: ts.NodeArray<ts.TypeElement> | undefined;
      if (ts.isTypeAliasDeclaration(node) && ts.isTypeLiteralNode(node.type)) members = node.type.members;
      if (ts.isInterfaceDeclaration(node)) members = node.members;
      if (members && (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node))) {
        const keys = members
          .map((m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : ''))
          .sort()
          .join(',');
        const twin = shapes.get(keys);
        if (twin) found.push(`${file.path}: ${node.name.text} (is ${twin})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function count(graph: SourceFile[], keep: (f: SourceFile) => boolean, pattern: RegExp): number {
  return graph.filter(keep).reduce((n, f) => n + (f.text.match(pattern)?.length ?? 0), 0);
}

export interface Figures {
  breaches: Record<string, number>;
  crossFeature: Record<string, { imports: number; pairs: number; twoWay: string[] }>;
  sqlOutsideRepositories: string[];
  handWrittenSharedTypes: string[];
  asUnknownAs: number;
  webFeatureFilesImportingMui: number;
  webFeatureSxProps: number;
}

export async function measure(root: string, arch: Architecture, graph: SourceFile[]): Promise<Figures> {
  const byRule: Record<string, number> = {};
  for (const b of breaches(arch, graph)) byRule[b.rule] = (byRule[b.rule] ?? 0) + 1;
  const edges = featureEdges(arch, graph);
  const crossFeature: Figures['crossFeature'] = {};
  for (const part of new Set(edges.map((e) => e.part))) {
    const mine = edges.filter((e) => e.part === part);
    crossFeature[part] = {
      imports: mine.length,
      pairs: new Set(mine.map((e) => `${e.from}→${e.to}`)).size,
      twoWay: twoWayPairs(mine).map((p) => p.slice(part.length + 2)),
    };
  }
  const production = (f: SourceFile) => f.path.startsWith('apps/') && isProduction(arch, f.path);
  const webFeature = (f: SourceFile) => f.path.startsWith('apps/web/src/features/') && isProduction(arch, f.path);
  return {
    breaches: byRule,
    crossFeature,
    sqlOutsideRepositories: sqlOutsideRepositories(arch, graph),
    handWrittenSharedTypes: handWrittenSharedTypes(arch, graph, await sharedObjectShapes(root, graph)),
    asUnknownAs: count(graph, production, /as unknown as/g),
    webFeatureFilesImportingMui: graph.filter((f) => webFeature(f) && /from '@mui\/material/.test(f.text)).length,
    webFeatureSxProps: count(graph, webFeature, /\bsx=\{/g),
  };
}

/** Every breach the walls test counts: imports across walls, SQL outside repositories, hand-written shared types. */
export async function allBreaches(root: string, arch: Architecture, graph: SourceFile[]): Promise<Breach[]> {
  const shapes = await sharedObjectShapes(root, graph);
  return [
    ...breaches(arch, graph),
    ...sqlOutsideRepositories(arch, graph).map((from) => ({ rule: 'sql outside repositories', from, to: '' })),
    ...handWrittenSharedTypes(arch, graph, shapes).map((from) => ({ rule: 'hand-written shared type', from, to: '' })),
  ];
}
