/**
 * The CV reader's own process (started by cv-reader.ts, never imported by the API). pdf.js loads
 * @napi-rs/canvas — native rendering code with its own threads — as soon as it is imported; here
 * it cannot stall, bloat or hang the API process, and the parent kills this process when a file
 * takes too long or too much memory. One file at a time; the bytes live only in memory.
 */
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import type { ReadReply, ReadRequest } from './cv-reader.ts';
import { pdfStreamsLookSafe } from './pdf-check.ts';
import { zipLooksSafe } from './zip-check.ts';

async function pdfText(bytes: Uint8Array, maxPages: number): Promise<ReadReply> {
  if (!pdfStreamsLookSafe(bytes)) return { ok: false };
  // pdf-parse empties the array it is given (it transfers the buffer): hand it a copy.
  const parser = new PDFParse({ data: bytes.slice(), verbosity: 0, stopAtErrors: false });
  try {
    const result = await parser.getText({ first: maxPages, pageJoiner: '' });
    return { ok: true, text: result.text, truncated: result.total > maxPages };
  } finally {
    await parser.destroy().catch(() => {});
  }
}

async function docxText(bytes: Uint8Array): Promise<ReadReply> {
  if (!zipLooksSafe(bytes)) return { ok: false };
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return { ok: true, text: result.value, truncated: false };
}

async function read(request: ReadRequest): Promise<ReadReply> {
  try {
    return request.format === 'pdf' ? await pdfText(request.bytes, request.maxPages) : await docxText(request.bytes);
  } catch {
    return { ok: false };
  }
}

/**
 * A one-line PDF read once before the reader says it is ready: pdf.js loads its worker code on the
 * first file, and that start-up belongs to the reader's start, not to a CV's time limit.
 */
const WARM_UP = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 50] /Contents 4 0 R',
    '  /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    '4 0 obj << /Length 36 >> stream',
    'BT /F1 12 Tf 10 20 Td (ready) Tj ET',
    'endstream endobj',
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);
await pdfText(WARM_UP, 1).catch(() => {});

process.on('message', (message: ReadRequest) => {
  void read(message).then((reply) => process.send?.({ ...reply, id: message.id }));
});
// The API process went away (or closed the reader): nothing is left to read for.
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
