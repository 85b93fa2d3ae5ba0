import { write } from 'node:fs';

/**
 * Where the server's JSON log lines go (stdout by default), written so that logging can never
 * stall or stop the server: lines are written one after another off the main thread, a reader
 * that is slow only costs lines beyond `maxPendingBytes` (dropped, not waited for), and a reader
 * that has gone (EPIPE: a log collector that died, a closed pipe) ends logging instead of
 * throwing. Nothing is written at process exit, so the exit path never waits for a log reader.
 */
export interface LogDestination {
  write(line: string): void;
  /** Resolves once the lines written so far are out, or after `timeoutMs`, whichever is first. */
  flush(timeoutMs: number): Promise<void>;
}

const RETRY_MS = 50;

export function createLogDestination(fd = 1, maxPendingBytes = 4 * 1024 * 1024): LogDestination {
  const queue: Buffer[] = [];
  let pending = 0;
  let writing = false;
  let gone = false;
  let drained: Array<() => void> = [];

  const settle = () => {
    for (const resolve of drained) resolve();
    drained = [];
  };

  const next = () => {
    const chunk = queue[0];
    if (gone || chunk === undefined) {
      writing = false;
      settle();
      return;
    }
    writing = true;
    write(fd, chunk, 0, chunk.length, null, (error, written) => {
      if (error) {
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') {
          setTimeout(next, RETRY_MS).unref();
          return;
        }
        gone = true;
        queue.length = 0;
        pending = 0;
      } else if (written < chunk.length) {
        queue[0] = chunk.subarray(written);
        pending -= written;
      } else {
        queue.shift();
        pending -= chunk.length;
      }
      next();
    });
  };

  return {
    write(line) {
      const chunk = Buffer.from(line);
      if (gone || pending + chunk.length > maxPendingBytes) return;
      queue.push(chunk);
      pending += chunk.length;
      if (!writing) next();
    },
    flush(timeoutMs) {
      if (!writing) return Promise.resolve();
      return new Promise((resolve) => {
        drained.push(resolve);
        setTimeout(resolve, timeoutMs).unref();
      });
    },
  };
}
