import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGLISH_CV,
  JAPANESE_CV,
  makeDocx,
  makePdf,
  makePdfBomb,
  makeRtf,
  makeTxt,
  multipart,
  PNG_BYTES,
} from '../../../test/cv-fixtures.ts';
import { appToken, bearer, buildUser, loginAs } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { startSession } from '../auth/session.service.ts';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await loginAs(ctx, await buildUser(ctx))).access_token;
});
afterAll(async () => ctx.close());

type Upload = Parameters<typeof multipart>[0];

const parseFile = (files: Upload, options: { token?: string | null; lang?: string } = {}) => {
  const { payload, headers } = multipart(files);
  const auth = options.token === null ? {} : bearer(options.token ?? token);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/applicants/parseFile',
    payload,
    headers: { ...headers, ...auth, 'x-localization': options.lang ?? 'en' },
  });
};

/** Rows in every table of the database: a parse must leave each count as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(ctx.deps.db);
  const out: Record<string, number> = {};
  for (const { table_name } of rows) {
    const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table_name)}`.execute(
      ctx.deps.db,
    );
    out[table_name] = Number(r.rows[0]?.n);
  }
  return out;
}

// The first PDF starts the CV reader process (pdf.js): on a loaded machine that alone can take a minute.
describe('POST /api/v1/applicants/parseFile', { timeout: 240_000 }, () => {
  it('reads a Japanese 履歴書 and 職務経歴書 PDF and proposes values in Japanese', async () => {
    const pdf = await makePdf(JAPANESE_CV, { japanese: true });
    const res = await parseFile([{ filename: 'rirekisho.pdf', content: pdf, type: 'application/pdf' }], { lang: 'ja' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.language).toBe('ja');
    expect(body.truncated).toBe(false);
    const p = body.proposals;
    expect(p.basic.last_name.value).toBe('グエン');
    expect(p.basic.furigana_first_name.value).toBe('ヴァン アン');
    expect(p.basic.date_of_birth.value).toBe('1992-05-10');
    expect(p.basic.nationality.value).toEqual({ id: 245, name: 'ベトナム' });
    expect(p.contact.email.value).toBe('nguyen.an@example.jp');
    expect(p.educations[0]).toMatchObject({ school_name: 'ハノイ工科大学', start: '2010/09', end: '2015/06' });
    expect(p.work_experiences[0]).toMatchObject({
      company_name: '株式会社メルカリ',
      job_title: 'バックエンドエンジニア',
      period_from: '2019/04',
      is_current: true,
    });
    expect(p.work_experiences[0].source.text).toBe('2019年4月〜現在 株式会社メルカリ');
    expect(p.skills.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['Go', 'Kubernetes']));
    expect(p.jlpt).toMatchObject({ jlpt_score_level_id: 2 });
    expect(p.licenses[0]).toMatchObject({ name: '基本情報技術者試験', year: 2016, it_certificate_id: 3 });
  });

  it.each([
    ['docx', () => makeDocx(ENGLISH_CV), 'cv.docx'],
    ['rtf', async () => makeRtf(ENGLISH_CV), 'cv.rtf'],
    ['txt', async () => makeTxt(ENGLISH_CV), 'cv.txt'],
    ['pdf', () => makePdf(ENGLISH_CV), 'cv.pdf'],
  ])('reads an English CV as %s', async (_format, make, filename) => {
    const res = await parseFile([{ filename, content: await make() }]);
    expect(res.statusCode).toBe(200);
    const p = res.json().proposals;
    expect([p.basic.first_name.value, p.basic.last_name.value]).toEqual(['Jane', 'Doe']);
    expect(p.contact.email.value).toBe('jane.doe@example.com');
    expect(p.basic.nationality.value).toEqual({ id: 175, name: 'Philippines' });
    expect(p.work_experiences.map((w: { company_name: string }) => w.company_name)).toEqual([
      'Rakuten Group, Inc.',
      'Accenture Philippines',
    ]);
    expect(p.educations[0]).toMatchObject({
      school_name: 'University of the Philippines Diliman',
      educational_level_id: 3,
    });
    expect(p.skills.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['JavaScript', 'Kubernetes', 'Go']),
    );
    expect(p.jlpt.jlpt_score_level_id).toBe(3);
    expect(p.licenses.map((l: { it_certificate_id: number }) => l.it_certificate_id)).toEqual([16, 77]);
  });

  it('reads a Shift_JIS text file', async () => {
    // 氏名 山田 太郎 in Shift_JIS (as Japanese Windows Notepad used to save), then ASCII lines.
    const name = Buffer.from('8e8196bc208e52936320' + '91be9859', 'hex');
    const rest = Buffer.from('\nEmail: taro@example.com\nTEL 03-1234-5678\n');
    const res = await parseFile([{ filename: 'cv.txt', content: Buffer.concat([name, rest]) }]);
    expect(res.statusCode).toBe(200);
    const p = res.json().proposals;
    expect([p.basic.last_name.value, p.basic.first_name.value]).toEqual(['山田', '太郎']);
    expect(p.contact.phone.value).toEqual({ country_code: null, number: '03-1234-5678' });
  });

  it('saves nothing', async () => {
    const before = await rowCounts();
    const pdf = await makePdf(JAPANESE_CV, { japanese: true });
    expect((await parseFile([{ filename: 'cv.pdf', content: pdf }])).statusCode).toBe(200);
    expect((await parseFile([{ filename: 'cv.docx', content: await makeDocx(ENGLISH_CV) }])).statusCode).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 413 for a file 1 byte over 5 MB', async () => {
    const big = Buffer.concat([makeTxt(ENGLISH_CV), Buffer.alloc(5_242_881, 0x20)]).subarray(0, 5_242_881);
    const res = await parseFile([{ filename: 'cv.txt', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'file_too_large', message: 'File size is too big.' });
  });

  it('answers 413 File limit exceeded for two files', async () => {
    const txt = makeTxt(ENGLISH_CV);
    const res = await parseFile([
      { filename: 'a.txt', content: txt },
      { filename: 'b.txt', content: txt },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'file_limit_exceeded', message: 'File limit exceeded!' });
  });

  it('decides by the bytes: PNG bytes named .pdf are refused with 415', async () => {
    const res = await parseFile([{ filename: 'cv.pdf', content: PNG_BYTES, type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'file_not_supported', message: 'File is not supported' });
    const ja = await parseFile([{ filename: 'cv.pdf', content: PNG_BYTES }], { lang: 'ja' });
    expect(ja.json().message).toBe('このファイル形式には対応していません');
  });

  it('ignores the file name: a path-traversal name parses like any other and nothing is stored', async () => {
    const res = await parseFile([{ filename: '../../../etc/passwd.txt', content: makeTxt(ENGLISH_CV) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().proposals.contact.email.value).toBe('jane.doe@example.com');
  });

  it('answers 422 cv_unparseable for an empty or broken PDF, in English and Japanese', async () => {
    const empty = await makePdf([]);
    const en = await parseFile([{ filename: 'cv.pdf', content: empty }]);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ code: 'cv_unparseable' });
    expect(en.json().message).toContain('use a correct CV or contact support');
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
    const ja = await parseFile([{ filename: 'cv.pdf', content: broken }], { lang: 'ja' });
    expect(ja.statusCode).toBe(422);
    expect(ja.json().message).toContain('サポートまでお問い合わせください');
  });

  it('answers a PDF bomb with cv_unparseable in English and Japanese, and serves others meanwhile', async () => {
    // 300 KB on the wire, 300 MB of content stream once inflated.
    const bomb = await makePdfBomb(300);
    const own = (await loginAs(ctx, await buildUser(ctx))).access_token;
    const finished: string[] = [];
    const parse = parseFile([{ filename: 'cv.pdf', content: bomb }], { token: own }).then((res) => {
      finished.push('parse');
      return res;
    });
    const health = ctx.app.inject({ method: 'GET', url: '/healthz' }).then((res) => {
      finished.push('health');
      return res;
    });
    expect((await health).statusCode).toBe(200);
    const en = await parse;
    expect(finished).toEqual(['health', 'parse']);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({ code: 'cv_unparseable' });
    expect(en.json().message).toBe('This file cannot be parsed. Please use a correct CV or contact support.');
    const ja = await parseFile([{ filename: 'cv.pdf', content: bomb }], { token: own, lang: 'ja' });
    expect(ja.statusCode).toBe(422);
    expect(ja.json().message).toContain('サポートまでお問い合わせください');
    // The reader is still there for the next CV.
    const pdf = await makePdf(ENGLISH_CV);
    expect((await parseFile([{ filename: 'cv.pdf', content: pdf }], { token: own })).statusCode).toBe(200);
  });

  it('answers 422 with a request to save as DOCX or PDF for a legacy .doc', async () => {
    const cfb = Buffer.alloc(1536);
    Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(cfb);
    const res = await parseFile([{ filename: 'cv.doc', content: cfb }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('DOCX or PDF');
  });

  it('answers 422 when no file is sent', async () => {
    const res = await parseFile([]);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('file_missing');
  });

  it('needs a job seeker token', async () => {
    const files = [{ filename: 'cv.txt', content: makeTxt(ENGLISH_CV) }];
    expect((await parseFile(files, { token: null })).statusCode).toBe(401);
    expect((await parseFile(files, { token: await appToken(ctx) })).statusCode).toBe(401);
    const company = await buildUser(ctx, { type: 2 });
    const { access_token } = await startSession(ctx.deps, company, false, {});
    const res = await parseFile(files, { token: access_token });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('wrong_user_type');
  });

  it('limits parses per applicant with 429 and Retry-After', async () => {
    const own = (await loginAs(ctx, await buildUser(ctx))).access_token;
    const files = [{ filename: 'cv.txt', content: makeTxt(ENGLISH_CV) }];
    for (let i = 0; i < 20; i++) expect((await parseFile(files, { token: own })).statusCode).toBe(200);
    const refused = await parseFile(files, { token: own });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another applicant keeps its own count.
    expect((await parseFile(files)).statusCode).toBe(200);
  });
});
