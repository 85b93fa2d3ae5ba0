import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { LiveHub } from './live-hub.ts';
import { MemoryPresence, RedisPresence } from './presence.ts';

/**
 * The process's live hub, listening on the database (ADR 0028). Presence is shared through Redis
 * when REDIS_URL is set, so "online" means online on any instance.
 */
export async function createLiveHub(config: Pick<Config, 'REDIS_URL'>, database: DatabaseHandle): Promise<LiveHub> {
  const presence = config.REDIS_URL ? new RedisPresence(config.REDIS_URL) : new MemoryPresence();
  const hub = new LiveHub(database.db, presence);
  await hub.start(database.listen);
  return hub;
}
