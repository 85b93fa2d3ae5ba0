import { crc32 } from 'node:zlib';
import { makeDocx, makePdf, multipart } from '../../../test/cv-fixtures.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { media } from '../profile-media/media-fixtures.ts';

/** Test files for message attachments: real tiny samples of every accepted format, and impostors. */

/** A ZIP of stored (uncompressed) entries, as an OOXML package is at heart. */
export function zipOf(entries: Array<[name: string, text: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const XLSX_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`;

/** An OLE compound file header (Word and Excel 97–2003 alike), padded to a sector. */
const cfb = () => {
  const out = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(out);
  out.writeUInt16LE(0x003e, 24);
  out.writeUInt16LE(0x0003, 26);
  out.writeUInt16LE(0xfffe, 28);
  out.writeUInt16LE(9, 30);
  return out;
};

export const samples = {
  png: media.png,
  jpeg: media.jpeg,
  mp4: media.mp4,
  mov: media.mov,
  heic: media.heic,
  webm: media.webm,
  pdf: () => makePdf(['Portfolio of a payments engineer']),
  docx: () => makeDocx(['Cover letter']),
  xlsx: () =>
    zipOf([
      ['[Content_Types].xml', XLSX_TYPES],
      ['xl/workbook.xml', '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'],
    ]),
  cfb,
  zip: () => zipOf([['notes.txt', 'Just a zip']]),
  exe: () => {
    const out = Buffer.alloc(1024);
    out.write('MZ', 0, 'latin1');
    out.writeUInt32LE(0x80, 0x3c);
    out.write('PE\0\0', 0x80, 'latin1');
    return out;
  },
};

export function uploadAs(
  ctx: TestContext,
  client: { token: string },
  url: string,
  file: { name: string; content: Buffer },
  lang: 'en' | 'ja' = 'en',
) {
  const { payload, headers } = multipart([{ filename: file.name, content: file.content }]);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${client.token}`, 'x-localization': lang },
  });
}
