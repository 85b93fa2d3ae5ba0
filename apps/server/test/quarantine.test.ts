import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_DOCUMENT_PATH } from '@hashi/shared/profile-media.schema';
import { signMediaUrl } from '../src/features/profile-media/media-url.ts';
import { media } from '../src/features/profile-media/media-fixtures.ts';
import { applicant, mediaRows, storedFiles, upload } from '../src/features/profile-media/media-test-helpers.ts';
import { samples, uploadAs } from '../src/features/messaging/attachments.fixtures.ts';
import { A, scoutedThread } from '../src/features/messaging/messaging.fixtures.ts';
import { EICAR, EICAR_SIGNATURE, type RunningClamd, startClamd } from './clamd.ts';
import { signedInAdmin, signedInCompany } from './company-factories.ts';
import { multipart } from './cv-fixtures.ts';
import { bearer } from './factories.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/**
 * The quarantine of every upload against a real clamd holding the EICAR signature (ADR 0044): an
 * infected file is kept back, recorded, reported per file in the user's language and never served;
 * a clean one becomes visible; with the scanner down nothing is kept and the answer says to retry.
 */
let clamd: RunningClamd;
let ctx: TestContext;

beforeAll(async () => {
  clamd = await startClamd();
  ctx = await createTestContext({ CLAMD_HOST: clamd.host, CLAMD_PORT: String(clamd.port) });
});
afterAll(async () => {
  await ctx?.close();
  await clamd?.stop();
});

const INFECTED_EN = 'The virus scan found a threat in this file, so it was not accepted.';
const INFECTED_JA = 'ウイルスチェックでこのファイルに問題が見つかったため、受け付けられませんでした。';

const quarantineRows = () => ctx.deps.db.selectFrom('quarantined_files').selectAll().orderBy('id').execute();
/** What is under the storage root apart from the quarantine folder. */
const visibleFiles = () => storedFiles(ctx).filter((file) => !file.startsWith('quarantine/'));

describe('quarantine with a real clamd', () => {
  it('keeps an EICAR profile photo back: reported per file in English and Japanese, recorded, never served', async () => {
    const { user, token } = await applicant(ctx);
    const visibleBefore = visibleFiles();
    const res = await upload(ctx, token, 'photo', EICAR, { filename: 'holiday.png' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'file_quarantined',
      message: 'A file was not accepted because the virus scan did not pass it.',
      quarantined_files: [{ filename: 'holiday.png', message: INFECTED_EN }],
    });
    const ja = await upload(ctx, token, 'photo', Buffer.concat([media.png(), EICAR]), {
      filename: '写真.png',
      lang: 'ja',
    });
    expect(ja.statusCode).toBe(422);
    expect(ja.json()).toEqual({
      code: 'file_quarantined',
      message: 'ウイルスチェックを通過しなかったため、受け付けられなかったファイルがあります。',
      quarantined_files: [{ filename: '写真.png', message: INFECTED_JA }],
    });

    const rows = (await quarantineRows()).filter((row) => row.uploader_user_id === user.id);
    expect(rows).toMatchObject([
      { purpose: 'profile_photo', file_name: 'holiday.png', verdict: 'infected', detail: EICAR_SIGNATURE },
      { purpose: 'profile_photo', file_name: '写真.png', verdict: 'infected', detail: EICAR_SIGNATURE },
    ]);
    // Kept, but only in the quarantine folder; no photo, nothing new anywhere a route reads from.
    for (const row of rows) expect(storedFiles(ctx)).toContain(row.storage_key);
    expect(visibleFiles()).toEqual(visibleBefore);
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/applicant/profile-photo',
      headers: bearer(token),
    });
    expect(profile.json().data ?? null).toBeNull();
    // Even a correctly signed link naming the quarantined file is not served: only visible files have rows.
    const [first] = rows;
    if (!first) throw new Error('no quarantine row');
    const link = signMediaUrl(ctx.deps.config, { id: first.id, storage_key: first.storage_key }, ctx.deps.now());
    const served = await ctx.app.inject({ method: 'GET', url: link.url });
    expect(served.statusCode).toBe(404);
  });

  it('lets a clean photo through: stored under its key and served', async () => {
    const { user, token } = await applicant(ctx);
    const bytes = media.png();
    const res = await upload(ctx, token, 'photo', bytes, { filename: 'me.png' });
    expect(res.statusCode, res.body).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(bytes);
    expect((await quarantineRows()).filter((row) => row.uploader_user_id === user.id)).toEqual([]);
  });

  it('keeps an EICAR document sent as a message attachment back, and a clean one goes through', async () => {
    const { applicant: seeker, code } = await scoutedThread(ctx);
    const url = `${A}/threads/${code}/attachments`;
    const infected = await uploadAs(ctx, seeker, url, { name: 'cv.pdf', content: EICAR }, 'ja');
    expect(infected.statusCode).toBe(422);
    expect(infected.json().quarantined_files).toEqual([{ filename: 'cv.pdf', message: INFECTED_JA }]);
    const drafts = await ctx.deps.db
      .selectFrom('message_attachments')
      .selectAll()
      .where('uploader_user_id', '=', seeker.id)
      .execute();
    expect(drafts).toEqual([]);
    expect((await quarantineRows()).filter((row) => row.uploader_user_id === seeker.id)).toMatchObject([
      { purpose: 'message_attachment', file_name: 'cv.pdf', verdict: 'infected' },
    ]);

    const clean = await uploadAs(ctx, seeker, url, { name: 'portfolio.pdf', content: await samples.pdf() });
    expect(clean.statusCode, clean.body).toBe(201);
    const served = await ctx.app.inject({ method: 'GET', url: clean.json().data.url, headers: bearer(seeker.token) });
    expect(served.statusCode).toBe(200);
  });

  it('keeps an EICAR CV file back: reported per file, recorded as a CV, no CV kept', async () => {
    const { user, token } = await applicant(ctx);
    const visibleBefore = visibleFiles();
    const { payload, headers } = multipart([{ filename: 'resume.txt', content: EICAR }], {});
    const res = await ctx.app.inject({
      method: 'POST',
      url: CV_DOCUMENT_PATH,
      payload,
      headers: { ...headers, ...bearer(token), 'x-localization': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().quarantined_files).toEqual([{ filename: 'resume.txt', message: INFECTED_EN }]);
    const rows = (await quarantineRows()).filter((row) => row.uploader_user_id === user.id);
    expect(rows).toMatchObject([{ purpose: 'cv_document', verdict: 'infected', file_name: 'resume.txt' }]);
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    expect(visibleFiles()).toEqual(visibleBefore);
  });

  it('keeps an EICAR company logo back before it is ever decoded', async () => {
    const company = await signedInCompany(ctx);
    const { payload, headers } = multipart([{ filename: 'logo.png', content: EICAR, type: 'image/png' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/employer/company/images/1',
      payload,
      headers: { ...headers, ...bearer(company.token), 'x-localization': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().quarantined_files).toEqual([{ filename: 'logo.png', message: INFECTED_EN }]);
    const images = await ctx.deps.db
      .selectFrom('company_documents')
      .select('id')
      .where('company_id', '=', company.companyId)
      .where('source', '=', 'file')
      .execute();
    expect(images).toEqual([]);
  });

  it('shows the kept-back uploads to an admin with their signature, who deletes one for good (ADR 0046)', async () => {
    const admin = await signedInAdmin(ctx);
    const rows = await quarantineRows();
    expect(rows.length).toBeGreaterThan(0);
    const listed = await admin.call('GET', '/api/v1/admin/quarantined-files?per_page=100');
    expect(listed.statusCode).toBe(200);
    const files = listed.json().data as { id: number; file_name: string; verdict: string; detail: string }[];
    expect(files.map((f) => f.id)).toEqual(rows.map((r) => r.id).reverse());
    expect(files.find((f) => f.file_name === 'logo.png')).toMatchObject({
      verdict: 'infected',
      detail: EICAR_SIGNATURE,
    });
    const [newest] = rows.slice(-1);
    expect(storedFiles(ctx)).toContain(newest?.storage_key);
    expect((await admin.call('DELETE', `/api/v1/admin/quarantined-files/${newest?.id}`)).statusCode).toBe(204);
    expect(storedFiles(ctx)).not.toContain(newest?.storage_key);
    expect((await quarantineRows()).map((r) => r.id)).toEqual(rows.slice(0, -1).map((r) => r.id));
  });

  it('with the scanner down refuses the upload as retryable and keeps nothing (runs last: it stops clamd)', async () => {
    await clamd.stop();
    const { user, token } = await applicant(ctx);
    const before = storedFiles(ctx);
    const quarantinedBefore = await quarantineRows();
    for (const [lang, message] of [
      ['en', 'Files cannot be checked for viruses right now. Please try again in a few minutes.'],
      ['ja', '現在、ファイルのウイルスチェックを行えません。数分後にもう一度お試しください。'],
    ] as const) {
      const res = await upload(ctx, token, 'photo', media.png(), { lang });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({ code: 'scanner_unavailable', message });
    }
    expect(storedFiles(ctx)).toEqual(before);
    expect(await mediaRows(ctx, user.id)).toEqual([]);
    expect(await quarantineRows()).toEqual(quarantinedBefore);
  });
});
