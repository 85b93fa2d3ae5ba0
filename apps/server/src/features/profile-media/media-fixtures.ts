/**
 * Test bytes: the first bytes of each format (what detection reads), padded with zeros to the
 * size a test needs. Used by the tests of this folder only.
 */

const pad = (head: Buffer, size: number) => {
  if (size < head.length) return head.subarray(0, size);
  const out = Buffer.alloc(size);
  head.copy(out);
  return out;
};

const PNG_HEAD = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]);

function ftyp(major: string, compatible: string[]): Buffer {
  const body = Buffer.concat([
    Buffer.from(major, 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    ...compatible.map((b) => Buffer.from(b, 'latin1')),
  ]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 8);
  return Buffer.concat([size, Buffer.from('ftyp'), body]);
}

function ebml(docType: string): Buffer {
  const element = (id: number[], data: Buffer) => Buffer.from([...id, 0x80 | data.length, ...data]);
  const body = Buffer.concat([
    element([0x42, 0x86], Buffer.from([1])),
    element([0x42, 0xf7], Buffer.from([1])),
    element([0x42, 0xf2], Buffer.from([4])),
    element([0x42, 0xf3], Buffer.from([8])),
    element([0x42, 0x82], Buffer.from(docType, 'latin1')),
    element([0x42, 0x87], Buffer.from([4])),
    element([0x42, 0x85], Buffer.from([2])),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
}

const riffAvi = () => {
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4096, 4);
  head.write('AVI ', 8, 'latin1');
  return Buffer.concat([head, Buffer.from('LIST', 'latin1')]);
};

const ASF_HEAD = Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex');

export const media = {
  png: (size = 2048) => pad(PNG_HEAD, size),
  jpeg: (size = 2048) => pad(JPEG_HEAD, size),
  mp4: (size = 4096) => pad(ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']), size),
  mov: (size = 4096) => pad(ftyp('qt  ', ['qt  ']), size),
  webm: (size = 4096) => pad(ebml('webm'), size),
  mkv: (size = 4096) => pad(ebml('matroska'), size),
  avi: (size = 4096) => pad(riffAvi(), size),
  asf: (size = 4096) => pad(ASF_HEAD, size),
  mpeg: (size = 4096) => pad(Buffer.from([0x00, 0x00, 0x01, 0xba, 0x44]), size),
  heic: (size = 4096) => pad(ftyp('heic', ['mif1', 'heic']), size),
  text: (size = 2048) => pad(Buffer.from('Just a text file pretending to be something else.\n'), size),
};
