import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer runs `npm ci` on the oldest Node the README promises; every locked package must accept it,
 * or npm prints EBADENGINE warnings that look like a broken install (issue 13).
 */
const root = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  allowScripts?: Record<string, boolean>;
};
type Locked = { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, Locked>;
};

/** The packages (path@version) whose declared Node range leaves out `node`. */
function enginesRefusing(packages: Record<string, Locked>, node: string): string[] {
  return Object.entries(packages).flatMap(([where, pkg]) => {
    const range = pkg.engines && !Array.isArray(pkg.engines) ? pkg.engines.node : undefined;
    return range && !semver.satisfies(node, range) ? [`${where}@${pkg.version} needs node ${range}`] : [];
  });
}

describe('a clean install on the oldest supported Node', () => {
  const oldest = semver.minVersion(manifest.engines.node)?.version ?? '';

  it('locks only packages whose engines accept the oldest Node of package.json', () => {
    expect(oldest).toMatch(/^20\./);
    expect(enginesRefusing(lock.packages, oldest)).toEqual([]);
  });

  it('finds a package that needs a newer Node (the check can fail)', () => {
    expect(enginesRefusing({ 'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } } }, oldest)).toEqual(
      ['node_modules/cookie@2.0.2 needs node >=22'],
    );
  });

  it('decides about every install script, so npm lists none as pending', () => {
    const names = Object.entries(lock.packages)
      .filter(([, pkg]) => pkg.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .filter((name) => name !== '' && !name.startsWith('@hashi/'));
    expect(names.filter((name) => manifest.allowScripts?.[name] === undefined)).toEqual([]);
  });
});
