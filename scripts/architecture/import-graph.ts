// Reads the import graph of a source tree: every file's static, re-export and dynamic imports,
// resolved to files of the tree (relative paths and the @hashi/shared package) or kept as package names.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path from the tree's root, with forward slashes. */
  path: string;
  text: string;
  imports: Import[];
}

export interface Import {
  specifier: string;
  /** The file of the tree it resolves to (from the root), or undefined for a package. */
  target?: string;
}

const SOURCE = /\.(ts|tsx|mts)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'screenshots', 'fixtures']);
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
/** Workspace packages resolved into the tree, as their package.json `exports` say. */
const PACKAGES: Record<string, string> = { '@hashi/shared/': 'packages/shared/src/' };

export function listSourceFiles(root: string, dirs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIP_DIRS.has(entry.name)) walk(rel);
      } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(rel);
      }
    }
  };
  for (const dir of dirs) {
    const full = path.join(root, dir);
    if (!existsSync(full)) continue;
    if (statSync(full).isFile()) files.push(dir);
    else walk(dir);
  }
  return files.sort();
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  for (const [prefix, dir] of Object.entries(PACKAGES)) {
    if (specifier.startsWith(prefix)) base = dir + specifier.slice(prefix.length);
  }
  if (base === undefined) return undefined;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return base;
}

export function readGraph(root: string, dirs: string[]): SourceFile[] {
  return listSourceFiles(root, dirs).map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const imports = importedFiles.map(({ fileName }) => ({
      specifier: fileName,
      target: resolve(root, file, fileName),
    }));
    return { path: file, text, imports };
  });
}
