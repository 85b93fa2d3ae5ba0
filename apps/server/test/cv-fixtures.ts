import { readFileSync } from 'node:fs';
import { constants, createDeflate } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { Document, Packer, Paragraph } from 'docx';
import { PDFArray, PDFDocument, PDFName, StandardFonts } from 'pdf-lib';

/**
 * CVs that the tests write themselves, in every accepted format: a Japanese 履歴書 followed by a
 * 職務経歴書 (PDF with IPA Gothic embedded — the standard PDF fonts are Latin only) and an English
 * CV (DOCX, RTF, TXT, PDF).
 */

export const JAPANESE_CV = [
  '履歴書',
  'ふりがな グエン ヴァン アン',
  '氏名 グエン ヴァン アン',
  '生年月日 平成4年5月10日生（満33歳）',
  '性別 男',
  '国籍 ベトナム',
  '現住所 〒150-0002 東京都渋谷区渋谷2-21-1',
  '電話 090-1234-5678',
  'メール nguyen.an@example.jp',
  '学歴・職歴',
  '学歴',
  '平成22年9月 ハノイ工科大学 情報技術学部 入学',
  '平成27年6月 ハノイ工科大学 情報技術学部 卒業',
  '職歴',
  '2015年7月 FPTソフトウェア株式会社 入社',
  '2019年3月 FPTソフトウェア株式会社 退社',
  '2019年4月 株式会社メルカリ 入社',
  '現在に至る',
  '以上',
  '免許・資格',
  '2016年12月 基本情報技術者試験 合格',
  '2018年7月 日本語能力試験 N2 合格',
  '2021年3月 AWS認定ソリューションアーキテクト – アソシエイト 取得',
  '語学',
  'ベトナム語 ネイティブ',
  '日本語 ビジネスレベル',
  '英語 日常会話',
  '職務経歴書',
  '職務経歴',
  '2019年4月〜現在 株式会社メルカリ',
  '役職：バックエンドエンジニア',
  'Go、Kubernetes、PostgreSQLを用いたマイクロサービスの開発',
  '2015年7月〜2019年3月 FPTソフトウェア株式会社',
  '役職：システムエンジニア',
  'Java、Spring Boot、Oracle DBによる業務システム開発、JSでの画面開発',
];

export const ENGLISH_CV = [
  'Jane Doe',
  'Email: jane.doe@example.com',
  'Phone: +84 912 345 678',
  'Nationality: Filipino',
  'Date of Birth: 14 March 1994',
  'Summary',
  'Full-stack engineer working with Google Cloud and k8s; I like to go hiking.',
  'Work Experience',
  'Senior Software Engineer | Rakuten Group, Inc.',
  'Apr 2019 – Present',
  '- Built TypeScript and React front ends, Node.js services',
  'Software Developer at Accenture Philippines',
  'Jun 2016 – Mar 2019',
  '- Java and Spring Boot back ends',
  'Education',
  'Bachelor of Science in Computer Science',
  'University of the Philippines Diliman, 2012 – 2016',
  'Skills',
  'JavaScript, TypeScript, React, Node.js, AWS, Docker, k8s, PostgreSQL, C++, Go',
  'Languages',
  'English: Fluent',
  'Tagalog: Native',
  'Japanese: JLPT N3',
  'Certifications',
  'AWS Certified Solutions Architect – Associate (2021)',
  'Oracle Certified Java Programmer, Silver SE 2018',
];

const FONT = '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf';

/** A PDF of these lines, one a line, over as many A4 pages as they need. */
export async function makePdf(lines: string[], options: { japanese?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = options.japanese
    ? await doc.embedFont(readFileSync(FONT), { subset: true })
    : await doc.embedFont(StandardFonts.Helvetica);
  let page = doc.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    if (y < 40) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    page.drawText(line, { x: 40, y, size: 11, font });
    y -= 18;
  }
  return Buffer.from(await doc.save());
}

/** `megabytes` MB of zero bytes, deflated at level 9 (about a thousandth of that), written a MB at a time. */
async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION });
  const chunks: Buffer[] = [];
  deflate.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i++) {
    if (!deflate.write(zeros)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/**
 * A decompression bomb: a one-page PDF of a few hundred KB whose content stream is a FlateDecode
 * of `megabytes` MB of zeros. `hidden` wraps the deflated bytes in ASCIIHexDecode as well, a filter
 * chain that a reader must undo before it can see the zlib data.
 */
export async function makePdfBomb(megabytes: number, options: { hidden?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('Jane Doe, Software Engineer, Tokyo', {
    x: 40,
    y: 800,
    size: 11,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  const deflated = await deflatedZeros(megabytes);
  const stream = options.hidden
    ? doc.context.stream(Buffer.from(`${deflated.toString('hex')}>`), {
        Filter: PDFArray.withContext(doc.context),
      })
    : doc.context.stream(deflated, { Filter: 'FlateDecode' });
  if (options.hidden) {
    const filters = stream.dict.get(PDFName.of('Filter')) as PDFArray;
    filters.push(PDFName.of('ASCIIHexDecode'));
    filters.push(PDFName.of('FlateDecode'));
  }
  const contents = page.node.Contents();
  const bomb = doc.context.register(stream);
  if (contents instanceof PDFArray) contents.push(bomb);
  else
    page.node.set(
      PDFName.of('Contents'),
      doc.context.obj([...(contents ? [page.node.get(PDFName.of('Contents'))] : []), bomb]),
    );
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

export async function makeDocx(lines: string[]): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Packer.toBuffer(doc);
}

/** RTF as Word writes it: non-ASCII as \uN? escapes, one \par a line, a font table to skip. */
export function makeRtf(lines: string[]): Buffer {
  const rtfEscape = (s: string) =>
    [...s]
      .map((ch) => {
        const code = ch.codePointAt(0) ?? 0;
        if (ch === '\\' || ch === '{' || ch === '}') return `\\${ch}`;
        if (code < 128) return ch;
        // RTF's \u takes a signed 16-bit number; characters beyond the BMP are written as surrogates.
        return [...String.fromCodePoint(code)]
          .flatMap((c) => Array.from({ length: c.length }, (_, i) => c.charCodeAt(i)))
          .map((u) => `\\u${u > 32767 ? u - 65536 : u}?`)
          .join('');
      })
      .join('');
  const body = lines.map((l) => `${rtfEscape(l)}\\par`).join('\n');
  return Buffer.from(
    `{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}{\\*\\generator Hashi tests;}\n\\f0\\fs22 ${body}\n}`,
    'latin1',
  );
}

export const makeTxt = (lines: string[]) => Buffer.from(lines.join('\n'), 'utf8');

/** The smallest valid PNG (1×1), to name as a .pdf. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A multipart/form-data body with these files (field name, file name, bytes) and fields. */
export function multipart(
  files: Array<{ field?: string; filename: string; content: Buffer; type?: string }>,
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----hashi${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
