import { connect, type Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { ClamdConfig } from '../config.ts';
import { type ScanVerdict, ScannerUnavailableError, type VirusScanner } from './virus-scanner.ts';

/** clamd reads a stream in chunks of at most this; any size below its StreamMaxLength works. */
const CHUNK_BYTES = 64 * 1024;

/**
 * clamd's INSTREAM command spoken directly (ADR 0044: a page of code instead of a dependency):
 * `zINSTREAM\0`, then chunks as a 4-byte big-endian length and the bytes, then a zero length; the
 * answer is one NUL-terminated line, `stream: OK`, `stream: <signature> FOUND` or `<reason> ERROR`.
 * One connection per scan, over TCP or a unix socket.
 */
export class ClamdScanner implements VirusScanner {
  constructor(private readonly config: ClamdConfig) {}

  async scan(source: Readable): Promise<ScanVerdict> {
    const socket = await this.open();
    const reply = collectReply(socket);
    let answered = false;
    reply.then(
      () => {
        answered = true;
      },
      () => undefined,
    );
    const timer = setTimeout(
      () => socket.destroy(new ScannerUnavailableError(`clamd did not answer within ${this.config.timeoutMs} ms`)),
      this.config.timeoutMs,
    );
    try {
      await write(socket, Buffer.from('zINSTREAM\0'));
      for await (const chunk of source as AsyncIterable<Buffer>) {
        for (let offset = 0; offset < chunk.length; offset += CHUNK_BYTES) {
          // clamd answers early and closes when the stream passes its StreamMaxLength.
          if (answered || socket.destroyed) break;
          const piece = chunk.subarray(offset, offset + CHUNK_BYTES);
          const length = Buffer.alloc(4);
          length.writeUInt32BE(piece.length);
          await write(socket, Buffer.concat([length, piece]));
        }
      }
      if (!answered && !socket.destroyed) await write(socket, Buffer.alloc(4));
      return parseReply(await reply);
    } catch (error) {
      socket.destroy();
      // A reply that came before the write failed (clamd's size limit) still decides.
      const early = await reply.catch(() => null);
      if (early) return parseReply(early);
      if (error instanceof ScannerUnavailableError) throw error;
      // clamd cut the stream without an answer we could read: if it is up, it refused this file
      // (its size limit; the reply can be lost to the connection reset), which is quarantine, not retry.
      if (await this.alive()) return { status: 'unreadable', reason: 'clamd closed the stream before its end' };
      throw new ScannerUnavailableError('clamd connection failed', { cause: error });
    } finally {
      clearTimeout(timer);
      source.destroy();
    }
  }

  /** One PING: whether clamd answers PONG. */
  private async alive(): Promise<boolean> {
    try {
      const socket = await this.open();
      const reply = collectReply(socket);
      socket.write('zPING\0');
      return (await reply) === 'PONG';
    } catch {
      return false;
    }
  }

  private open(): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket =
        'socket' in this.config ? connect(this.config.socket) : connect(this.config.port, this.config.host);
      const fail = (error: Error) => {
        socket.destroy();
        reject(new ScannerUnavailableError('clamd is not reachable', { cause: error }));
      };
      socket.setTimeout(this.config.timeoutMs, () => fail(new Error('connect timeout')));
      socket.once('error', fail);
      socket.once('connect', () => {
        socket.off('error', fail);
        socket.setTimeout(0);
        resolve(socket);
      });
    });
  }
}

function write(socket: Socket, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.write(data, (error) => (error ? reject(error) : resolve()));
  });
}

/** Everything clamd answers up to its NUL (or the end of the connection). */
function collectReply(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (chunk.includes(0)) {
        resolve(Buffer.concat(chunks).toString('utf8').split('\0')[0] ?? '');
        socket.end();
      }
    });
    // An error is always followed by 'close', which decides: a reply may have come before a reset.
    socket.on('error', () => undefined);
    socket.once('close', () => {
      const text = Buffer.concat(chunks).toString('utf8').split('\0')[0] ?? '';
      if (text) resolve(text);
      else reject(new ScannerUnavailableError('clamd closed the connection without an answer'));
    });
  });
}

export function parseReply(reply: string): ScanVerdict {
  const line = reply.trim();
  if (/^stream: OK$/.test(line)) return { status: 'clean' };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found?.[1]) return { status: 'infected', signature: found[1] };
  const error = /^(?:stream: )?(.+) ERROR$/.exec(line);
  if (error?.[1]) return { status: 'unreadable', reason: error[1] };
  throw new ScannerUnavailableError(`clamd answered something unexpected: ${line.slice(0, 200)}`);
}
