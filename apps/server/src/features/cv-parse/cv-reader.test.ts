import { afterAll, describe, expect, it } from 'vitest';
import { ENGLISH_CV, makeDocx, makePdf, makePdfBomb } from '../../../test/cv-fixtures.ts';
import { CvReader } from './cv-reader.ts';
import { pdfStreamsLookSafe } from './pdf-check.ts';

describe('pdfStreamsLookSafe', () => {
  it('passes a CV and refuses a PDF whose streams inflate beyond the cap', async () => {
    expect(pdfStreamsLookSafe(await makePdf(ENGLISH_CV))).toBe(true);
    const bomb = await makePdfBomb(100);
    expect(pdfStreamsLookSafe(bomb, 64 * 1024 * 1024)).toBe(false);
    expect(pdfStreamsLookSafe(bomb, 128 * 1024 * 1024)).toBe(true);
  });
});

// Each reader process starts pdf.js first: on a loaded machine that alone can take a minute.
describe('CvReader', { timeout: 240_000 }, () => {
  // A reader whose process may hold 600 MB in all: a bomb that the stream check cannot see (its
  // zlib data is hex-encoded first) makes pdf.js unpack it, and the process is killed for it.
  const reader = new CvReader({ rssMb: 600 });
  afterAll(() => reader.close());

  it('reads PDF and DOCX text in its own process', async () => {
    const [pdf, docx] = await Promise.all([
      reader.read('pdf', await makePdf(ENGLISH_CV)),
      reader.read('docx', await makeDocx(ENGLISH_CV)),
    ]);
    expect(pdf).toMatchObject({ ok: true, truncated: false, text: expect.stringContaining('jane.doe@example.com') });
    expect(docx).toMatchObject({ ok: true, text: expect.stringContaining('jane.doe@example.com') });
  });

  it('kills a reader over its limits, answers the file as unreadable and reads the next file', async () => {
    const hidden = await makePdfBomb(300, { hidden: true });
    expect(pdfStreamsLookSafe(hidden)).toBe(true);
    expect(await reader.read('pdf', hidden)).toEqual({ ok: false });
    expect(await reader.read('pdf', await makePdf(ENGLISH_CV))).toMatchObject({ ok: true });
  });

  it('answers every file as unreadable once closed', async () => {
    const closed = new CvReader();
    await closed.close();
    expect(await closed.read('pdf', await makePdf(ENGLISH_CV))).toEqual({ ok: false });
  });
});
