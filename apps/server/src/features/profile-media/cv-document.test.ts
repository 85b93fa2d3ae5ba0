import { describe, expect, it } from 'vitest';
import { CV_DOCUMENT_MAX_BYTES, CV_DOCUMENT_PATH } from '@hashi/shared/profile-media.schema';
import { signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { makeDocx, makePdf, makeRtf, makeTxt, multipart, PNG_BYTES } from '../../../test/cv-fixtures.ts';
import { bearer } from '../../../test/factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { applicant, mediaRows, storedFiles } from './media-test-helpers.ts';

const ctx = useTestContext();

function uploadCv(token: string, content: Buffer, filename = 'cv.pdf', lang: 'en' | 'ja' = 'en') {
  const { payload, headers } = multipart([{ filename, content }], {});
  return ctx.app.inject({
    method: 'POST',
    url: CV_DOCUMENT_PATH,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}), 'x-localization': lang },
  });
}

const cvRows = async (applicantId: number) => (await mediaRows(ctx, applicantId)).filter((row) => row.kind === 'cv');
const profileOf = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v2/applicant/profile', headers: bearer(token) })).json().data;

describe('the CV file (spec §5: one file, pdf, doc, docx, rtf, txt, 5 MB)', () => {
  it('keeps a PDF, shows it in the profile with a download link, and replaces it with the next one', async () => {
    const { user, token } = await applicant(ctx);
    const pdf = await makePdf(['Linh Nguyen', 'Backend engineer']);
    const res = await uploadCv(token, pdf, 'Linh CV 2026.pdf');
    expect(res.statusCode).toBe(201);
    const first = res.json().data;
    expect(first).toMatchObject({ mime_type: 'application/pdf', size: pdf.length, file_name: 'Linh CV 2026.pdf' });
    expect((await profileOf(token)).cv_document).toMatchObject({ id: first.id, file_name: 'Linh CV 2026.pdf' });

    const file = await ctx.app.inject({ method: 'GET', url: first.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Linh CV 2026.pdf"; filename*=UTF-8''Linh%20CV%202026.pdf`,
    );
    expect(file.rawPayload.equals(pdf)).toBe(true);

    const [oldRow] = await cvRows(user.id);
    const docx = await makeDocx(['職務経歴書']);
    const second = await uploadCv(token, docx, '職務経歴書.docx');
    expect(second.statusCode).toBe(201);
    expect(second.json().data.mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const rows = await cvRows(user.id);
    expect(rows).toHaveLength(1);
    expect(storedFiles(ctx)).not.toContain(oldRow?.storage_key);
    expect(storedFiles(ctx)).toContain(rows[0]?.storage_key);
    // The photo and video are other kinds: a CV never replaces them.
    expect((await profileOf(token)).profile_photo).toBeNull();
  });

  it('names the file by what its bytes are: HTML sent as cv.html is kept and downloaded as cv.txt', async () => {
    const { token } = await applicant(ctx);
    const res = await uploadCv(token, Buffer.from('<html><script>alert(1)</script></html>'), 'cv.html');
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ file_name: 'cv.txt', mime_type: 'text/plain; charset=utf-8' });
    const file = await ctx.app.inject({ method: 'GET', url: data.url });
    expect(file.headers['content-disposition']).toBe(`attachment; filename="cv.txt"; filename*=UTF-8''cv.txt`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['rtf', makeRtf(['Résumé']), 'application/rtf'],
    ['txt (UTF-8)', makeTxt(['山田太郎', 'Engineer']), 'text/plain; charset=utf-8'],
    ['txt (Shift_JIS)', Buffer.from([0x8e, 0x52, 0x93, 0x63, 0x0a]), 'text/plain; charset=shift_jis'],
  ])('takes %s by its bytes', async (_, bytes, mime) => {
    const { token } = await applicant(ctx);
    const res = await uploadCv(token, bytes, 'cv.file');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mime_type).toBe(mime);
  });

  it('refuses what is not a CV (415), what is too large (413) and an empty request, in the user’s language, keeping nothing', async () => {
    const { user, token } = await applicant(ctx);
    const before = storedFiles(ctx);
    const png = await uploadCv(token, PNG_BYTES, 'cv.pdf');
    expect(png.statusCode).toBe(415);
    expect(png.json()).toEqual({ message: 'File is not supported', code: 'file_not_supported' });
    const ja = await uploadCv(token, PNG_BYTES, 'cv.pdf', 'ja');
    expect(ja.json().message).toBe('このファイル形式には対応していません');
    const big = await uploadCv(token, Buffer.concat([await makePdf(['x']), Buffer.alloc(CV_DOCUMENT_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('file_too_large');
    const { payload, headers } = multipart([], { note: 'no file' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: CV_DOCUMENT_PATH,
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(none.statusCode).toBe(422);
    expect(await cvRows(user.id)).toEqual([]);
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('is deleted by its owner only: another applicant’s delete is 404 and a malformed id 422', async () => {
    const owner = await applicant(ctx);
    const other = await applicant(ctx);
    const { id } = (await uploadCv(owner.token, await makePdf(['cv']))).json().data;
    const del = (token: string, target: number | string) =>
      ctx.app.inject({ method: 'DELETE', url: `${CV_DOCUMENT_PATH}/${target}`, headers: bearer(token) });
    expect((await del(other.token, id)).statusCode).toBe(404);
    expect((await del(owner.token, 2 ** 31)).statusCode).toBe(422);
    expect(await cvRows(owner.user.id)).toHaveLength(1);
    const [row] = await cvRows(owner.user.id);
    expect((await del(owner.token, id)).statusCode).toBe(204);
    expect(await cvRows(owner.user.id)).toEqual([]);
    expect(storedFiles(ctx)).not.toContain(row?.storage_key);
    expect((await profileOf(owner.token)).cv_document).toBeNull();
    expect((await del(owner.token, id)).statusCode).toBe(404);
  });

  it('authorization: applicants only may upload (guest 401, company and admin 403)', async () => {
    const pdf = await makePdf(['cv']);
    expect((await uploadCv('', pdf)).statusCode).toBe(401);
    const company = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    expect((await uploadCv(company.token, pdf)).statusCode).toBe(403);
    expect((await uploadCv(admin.token, pdf)).statusCode).toBe(403);
  });

  it('a company sees the CV with the contact details (first interview), never before, and another company never', async () => {
    const company = await signedInCompany(ctx);
    const stranger = await signedInCompany(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    const a = await profiledApplicant(ctx);
    const { payload, headers } = multipart([{ filename: 'cv.pdf', content: await makePdf(['Linh']) }], {});
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: CV_DOCUMENT_PATH,
      payload,
      headers: { ...headers, ...bearer(a.token) },
    });
    expect(uploaded.statusCode).toBe(201);
    const view = async (as = company) => (await as.call('GET', `/api/v1/employer/applicants/${a.id}`)).json().data;

    expect((await view()).cv_document).toBeNull();
    await a.call('POST', '/api/v2/customer/approach/store-apply', { job_posting_id: posting.id });
    const applied = await view();
    expect(applied.identity).not.toBeNull();
    expect(applied.cv_document).toBeNull();
    const applicationId = applied.approaches[0].application.id;
    expect(
      (await company.call('PUT', `/api/v1/employer/applications/${applicationId}/status`, { status: 2 })).statusCode,
    ).toBe(200);
    const interview = await view();
    expect(interview.cv_document).toMatchObject({ file_name: 'cv.pdf', mime_type: 'application/pdf' });
    expect((await ctx.app.inject({ method: 'GET', url: interview.cv_document.url })).statusCode).toBe(200);
    expect((await view(stranger)).cv_document ?? null).toBeNull();
  });
});
