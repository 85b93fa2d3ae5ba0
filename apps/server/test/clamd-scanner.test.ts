import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClamdScanner } from '../src/platform/storage/clamd-scanner.ts';
import { ScannerUnavailableError } from '../src/platform/storage/virus-scanner.ts';
import { EICAR, EICAR_SIGNATURE, type RunningClamd, startClamd } from './clamd.ts';

/** The INSTREAM client against a real clamd whose stream limit is 1 MiB (ADR 0044). */
let clamd: RunningClamd;
let scanner: ClamdScanner;
beforeAll(async () => {
  clamd = await startClamd({ streamMaxLength: '1M' });
  scanner = new ClamdScanner({ host: clamd.host, port: clamd.port, timeoutMs: 30_000 });
});
afterAll(async () => clamd?.stop());

const pieces = (...buffers: Buffer[]) => Readable.from(buffers);

describe('ClamdScanner', () => {
  it('finds the EICAR signature anywhere in a stream of many chunks, and passes a clean one', async () => {
    expect(await scanner.scan(pieces(randomBytes(200_000), EICAR, randomBytes(100_000)))).toEqual({
      status: 'infected',
      signature: EICAR_SIGNATURE,
    });
    expect(await scanner.scan(pieces(randomBytes(300_000), randomBytes(300_000)))).toEqual({ status: 'clean' });
  });

  it('reports a stream past clamd’s limit as unreadable (to be quarantined), not as clean or as a scanner failure', async () => {
    const verdict = await scanner.scan(pieces(...Array.from({ length: 40 }, () => randomBytes(64 * 1024))));
    expect(verdict.status).toBe('unreadable');
  });

  it('says the scanner is unavailable when nothing listens', async () => {
    const down = new ClamdScanner({ host: '127.0.0.1', port: 1, timeoutMs: 5_000 });
    await expect(down.scan(pieces(Buffer.from('hello')))).rejects.toBeInstanceOf(ScannerUnavailableError);
  });
});
