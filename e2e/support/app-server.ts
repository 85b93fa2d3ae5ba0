import { inject } from 'vitest';
import type { AppServer } from './harness-types.ts';

/**
 * The server this journey file runs against: the one of its Vitest worker (`VITEST_POOL_ID`, from 1
 * to the number of workers), so that two files never share a database.
 */
export function appServer(): AppServer {
  const servers = inject('servers');
  const worker = Number.parseInt(process.env.VITEST_POOL_ID ?? '1', 10) || 1;
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('No server was started for the journeys (see support/global-setup.ts)');
  return server;
}

/** The origin of this journey's server, e.g. http://127.0.0.1:41234 */
export const appUrl = (): string => appServer().appUrl;
