import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.ts';

describe('createLogDestination', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hashi-logs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes lines in order and flushes them', async () => {
    const file = path.join(dir, 'out.log');
    const fd = openSync(file, 'w');
    const logs = createLogDestination(fd);
    for (let i = 0; i < 50; i++) logs.write(`{"n":${i},"msg":"ログ"}\n`);
    await logs.flush(30_000);
    closeSync(fd);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l).n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('neither throws nor waits when its reader has gone', async () => {
    const fd = openSync(path.join(dir, 'gone.log'), 'w');
    closeSync(fd);
    const logs = createLogDestination(fd);
    expect(() => logs.write('{"msg":"first"}\n')).not.toThrow();
    await logs.flush(30_000);
    expect(() => logs.write('{"msg":"after"}\n')).not.toThrow();
    await expect(logs.flush(30_000)).resolves.toBeUndefined();
  });

  it('drops lines beyond its pending cap instead of queueing without end', async () => {
    const file = path.join(dir, 'capped.log');
    const fd = openSync(file, 'w');
    const logs = createLogDestination(fd, 12);
    logs.write('written...\n');
    // The first line is still on its way (writes finish on a later turn): this one would exceed the cap.
    logs.write('dropped...\n');
    await logs.flush(30_000);
    logs.write('after.....\n');
    await logs.flush(30_000);
    closeSync(fd);
    expect(readFileSync(file, 'utf8')).toBe('written...\nafter.....\n');
  });
});
