import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Architecture } from './rules.ts';

/** The parts and arrows written down in docs/architecture.json of a tree. */
export function readArchitecture(root: string): Architecture {
  return JSON.parse(readFileSync(path.join(root, 'docs/architecture.json'), 'utf8')) as Architecture;
}
