import { describe, expect, it } from 'vitest';
import { parseReply } from './clamd-scanner.ts';
import { ScannerUnavailableError } from './virus-scanner.ts';

describe('clamd replies', () => {
  it('reads a clean file, a named threat and a file clamd could not read through', () => {
    expect(parseReply('stream: OK')).toEqual({ status: 'clean' });
    expect(parseReply('stream: Win.Test.EICAR_HDB-1 FOUND')).toEqual({
      status: 'infected',
      signature: 'Win.Test.EICAR_HDB-1',
    });
    expect(parseReply('INSTREAM size limit exceeded. ERROR')).toEqual({
      status: 'unreadable',
      reason: 'INSTREAM size limit exceeded.',
    });
  });

  it('treats anything else as a scanner that cannot be trusted now', () => {
    expect(() => parseReply('UNKNOWN COMMAND')).toThrow(ScannerUnavailableError);
  });
});
