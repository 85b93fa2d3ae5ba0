import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readGraph } from './import-graph.ts';
import { sqlOutsideRepositories } from './measures.ts';
import { type Architecture, applyRatchet, breaches } from './rules.ts';

const arch: Architecture = {
  sources: ['src'],
  tests: ['\\.test\\.ts$'],
  test_parts: { 'src/': 'test' },
  parts: [
    { name: 'platform', paths: ['src/platform'] },
    { name: 'features', paths: ['src/features'], features: true },
    { name: 'app', paths: ['src/app', 'src/main.ts'] },
    { name: 'test', paths: ['src/test'] },
  ],
  may_import: {
    platform: ['platform'],
    features: ['features', 'platform'],
    app: ['app', 'features', 'platform'],
    test: ['test', 'app', 'features', 'platform'],
  },
  public: { features: { jobs: ['jobs.public.ts'] } },
  ratchet: {},
};

let root = '';
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'arch-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

const rules = (files: Record<string, string>, a = arch) => breaches(a, readGraph(tree(files), a.sources));

const clean = {
  'src/platform/db.ts': 'export const db = 1;',
  'src/features/jobs/jobs.public.ts': "import { db } from '../../platform/db.ts';\nexport const jobs = db;",
  'src/features/jobs/jobs.service.ts': 'export const secret = 2;',
  'src/features/users/users.service.ts': "import { jobs } from '../jobs/jobs.public.ts';\nexport const u = jobs;",
  'src/app/routes.ts': "import { u } from '../features/users/users.service.ts';\nexport const r = u;",
  'src/main.ts': "import { r } from './app/routes.ts';\nconsole.log(r);",
};

describe('the architecture checker', () => {
  it('passes a tree whose imports follow the arrows', () => {
    expect(rules(clean)).toEqual([]);
  });

  it('fails on an import that a part may not make (platform → features), static or dynamic', () => {
    const found = rules({
      ...clean,
      'src/platform/wiring.ts': "export const load = () => import('../features/users/users.service.ts');",
      'src/platform/other.ts': "export { u } from '../features/users/users.service.ts';",
    });
    expect(found).toEqual([
      { rule: 'layer: platform → features', from: 'src/platform/other.ts', to: 'src/features/users/users.service.ts' },
      { rule: 'layer: platform → features', from: 'src/platform/wiring.ts', to: 'src/features/users/users.service.ts' },
    ]);
  });

  it("fails on an import of another feature's private file, but lets tests use it", () => {
    const found = rules({
      ...clean,
      'src/features/users/users.repository.ts':
        "import { secret } from '../jobs/jobs.service.ts';\nexport const x = secret;",
      'src/features/users/users.test.ts': "import { secret } from '../jobs/jobs.service.ts';\nconsole.log(secret);",
    });
    expect(found).toEqual([
      {
        rule: 'private: features',
        from: 'src/features/users/users.repository.ts',
        to: 'src/features/jobs/jobs.service.ts',
      },
    ]);
  });

  it('counts two features that import each other, even through public files', () => {
    const found = rules(
      {
        ...clean,
        'src/features/jobs/jobs.public.ts': "import { u } from '../users/users.public.ts';\nexport const jobs = u;",
        'src/features/users/users.public.ts': 'export const u = 1;',
      },
      { ...arch, public: { features: { jobs: ['jobs.public.ts'], users: ['users.public.ts'] } } },
    );
    expect(found).toEqual([{ rule: 'two-way: features', from: 'features: jobs ↔ users', to: '' }]);
  });

  it('lets a ratchet hold known breaches, fails when they grow, and asks to lower it when they shrink', () => {
    const found = rules({
      ...clean,
      'src/platform/a.ts': "import '../features/users/users.service.ts';",
      'src/platform/b.ts': "import '../features/users/users.service.ts';",
    });
    const at = (n: number) => applyRatchet({ ...arch, ratchet: { 'layer: platform → features': n } }, found);
    expect(at(2)).toEqual({ over: [], under: [] });
    expect(at(1).over.map((o) => [o.rule, o.allowed, o.breaches.length])).toEqual([
      ['layer: platform → features', 1, 2],
    ]);
    expect(at(3).under).toEqual([{ rule: 'layer: platform → features', allowed: 3, actual: 2 }]);
  });

  it('finds SQL in a service, not in a repository or a migration', () => {
    const files = {
      'apps/server/src/features/jobs/jobs.service.ts': 'export const q = (db) => db.selectFrom("jobs");',
      'apps/server/src/features/jobs/jobs.repository.ts': 'export const q = (db) => db.selectFrom("jobs");',
      'apps/server/src/features/jobs/raw.service.ts': 'export const q = sql`select 1`;',
      'apps/server/src/platform/db/migrations/0001.ts': 'export const q = sql`create table x ()`;',
    };
    expect(sqlOutsideRepositories(arch, readGraph(tree(files), ['apps']))).toEqual([
      'apps/server/src/features/jobs/jobs.service.ts',
      'apps/server/src/features/jobs/raw.service.ts',
    ]);
  });
});
