import { describe, expect, it } from 'vitest';
import { parseRange } from '../../platform/storage/byte-range.ts';
import { detectMedia } from './detect-media.ts';
import { inlineDisposition, sanitizeFileName } from './file-name.ts';
import { media } from './media-fixtures.ts';

describe('detectMedia', () => {
  it.each([
    ['png', media.png(), 'photo', 'png'],
    ['jpeg', media.jpeg(), 'photo', 'jpeg'],
    ['mp4', media.mp4(), 'video', 'mp4'],
    ['mov', media.mov(), 'video', 'quicktime'],
    ['webm', media.webm(), 'video', 'webm'],
    ['avi', media.avi(), 'video', 'avi'],
    ['asf', media.asf(), 'video', 'asf'],
    ['mpeg', media.mpeg(), 'video', 'mpeg'],
  ] as const)('knows %s by its bytes', (_, bytes, kind, format) => {
    expect(detectMedia(bytes)).toMatchObject({ kind, format });
  });

  it('knows an old QuickTime file that starts with a movie atom', () => {
    const bytes = Buffer.alloc(64);
    bytes.writeUInt32BE(64, 0);
    bytes.write('moov', 4, 'latin1');
    expect(detectMedia(bytes)?.format).toBe('quicktime');
  });

  it.each([
    ['text', media.text()],
    ['Matroska', media.mkv()],
    ['HEIC (an ftyp image)', media.heic()],
    ['empty', Buffer.alloc(0)],
    ['a lone EBML magic', Buffer.from([0x1a, 0x45, 0xdf, 0xa3])],
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['PDF', Buffer.from('%PDF-1.7\n', 'latin1')],
  ])('does not take %s', (_, bytes) => {
    expect(detectMedia(bytes)).toBeNull();
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=5-4', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ] as const)('%s of 1000 bytes → %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});

describe('file names', () => {
  it.each([
    ['../../etc/passwd.jpg', 'passwd.jpg'],
    ['C:\\Users\\me\\photo.png', 'photo.png'],
    ['.htaccess', 'htaccess'],
    ['evil\u202egpj.exe', 'evilgpj.exe'],
    ['a\r\nb:c?.png', 'ab_c_.png'],
    ['', 'profile-photo.png'],
    ['../..', 'profile-photo.png'],
    ['写真 2026.jpg', '写真 2026.jpg'],
  ])('%j is kept as %j', (name, expected) => {
    expect(sanitizeFileName(name, 'profile-photo.png')).toBe(expected);
  });

  it('keeps the extension of a long name within 120 characters', () => {
    const clean = sanitizeFileName(`${'x'.repeat(300)}.jpeg`, 'f');
    expect(clean).toHaveLength(120);
    expect(clean.endsWith('.jpeg')).toBe(true);
  });

  it('writes Content-Disposition with an ASCII fallback for other scripts', () => {
    expect(inlineDisposition('me.png', 'profile-photo.png')).toBe(`inline; filename="me.png"; filename*=UTF-8''me.png`);
    expect(inlineDisposition('写真.png', 'profile-photo.png')).toBe(
      `inline; filename="profile-photo.png"; filename*=UTF-8''%E5%86%99%E7%9C%9F.png`,
    );
  });
});
