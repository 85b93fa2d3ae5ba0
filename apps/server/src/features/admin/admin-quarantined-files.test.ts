import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { signedInAdmin } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { backgroundJobs } from '../../app/background-jobs.ts';
import { JobRunner } from '../../platform/jobs/runner.ts';
import { newStorageKey } from '../../platform/storage/file-storage.ts';
import { QUARANTINE_FOLDER } from '../../platform/storage/quarantine.ts';
import { insertQuarantinedFile } from '../../platform/storage/quarantine.repository.ts';
import { QUARANTINE_RETENTION_JOB, sweepQuarantine } from '../../platform/storage/quarantine-retention.ts';
import { fileStorage } from '../../platform/storage/storage.ts';

const ctx = useTestContext({ QUARANTINE_RETENTION_DAYS: '30' });
const DAY = 86_400_000;
const BASE = '/api/v1/admin/quarantined-files';

/** A kept-back file as passQuarantine leaves it: the bytes under quarantine/ and its record. */
async function quarantined(options: { uploaderUserId: number | null; fileName: string; at: Date; infected?: boolean }) {
  const storage = fileStorage(ctx.deps.config);
  const bytes = Buffer.from(`X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR ${options.fileName}`);
  const staged = await storage.stage(Readable.from([bytes]), { maxBytes: 1024 });
  const key = newStorageKey(QUARANTINE_FOLDER, 'bin');
  await staged.commit(key);
  const id = await insertQuarantinedFile(ctx.deps.db, {
    storage_key: key,
    purpose: 'message_attachment',
    uploader_user_id: options.uploaderUserId,
    file_name: options.fileName,
    size_bytes: bytes.length,
    verdict: options.infected === false ? 'unreadable' : 'infected',
    detail: options.infected === false ? 'INSTREAM size limit exceeded' : 'Eicar-Test-Signature.UNOFFICIAL',
    created_at: options.at,
  });
  return { id, key, size: bytes.length };
}

const exists = async (key: string) => (await fileStorage(ctx.deps.config).size(key)) !== null;
const rowIds = async () =>
  (await ctx.deps.db.selectFrom('quarantined_files').select('id').orderBy('id').execute()).map((r) => r.id);

describe('admin: quarantined files (ADR 0046)', () => {
  it('lists the records newest first, paged, with uploader, verdict and signature; never a link to the bytes', async () => {
    const admin = await signedInAdmin(ctx);
    const applicant = await signedInApplicant(ctx);
    const now = ctx.deps.now();
    const older = await quarantined({
      uploaderUserId: null,
      fileName: 'old.zip',
      at: new Date(now.getTime() - 2 * DAY),
    });
    const newer = await quarantined({
      uploaderUserId: applicant.id,
      fileName: '履歴書.pdf',
      at: new Date(now.getTime() - DAY),
      infected: false,
    });

    const first = await admin.call('GET', `${BASE}?per_page=1`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(body.retention_days).toBe(30);
    expect(body.data).toEqual([
      {
        id: newer.id,
        quarantined_at: new Date(now.getTime() - DAY).toISOString(),
        purpose: 'message_attachment',
        uploader: { id: applicant.id, email: expect.stringContaining('@') },
        file_name: '履歴書.pdf',
        size_bytes: newer.size,
        verdict: 'unreadable',
        detail: 'INSTREAM size limit exceeded',
        delete_after: new Date(now.getTime() + 29 * DAY).toISOString(),
      },
    ]);
    expect(first.body).not.toContain(newer.key);
    const second = (await admin.call('GET', `${BASE}?page=2&per_page=1`)).json();
    expect(second.data.map((f: { id: number }) => f.id)).toEqual([older.id]);
    expect(second.data[0]).toMatchObject({ uploader: null, verdict: 'infected' });

    const bad = await admin.call('GET', `${BASE}?page=0`);
    expect(bad.statusCode).toBe(422);

    await ctx.deps.db.deleteFrom('quarantined_files').execute();
  });

  it('deletes one for good: the stored object and the record; then 404', async () => {
    const admin = await signedInAdmin(ctx);
    const kept = await quarantined({ uploaderUserId: null, fileName: 'keep.exe', at: ctx.deps.now() });
    const gone = await quarantined({ uploaderUserId: admin.id, fileName: 'gone.exe', at: ctx.deps.now() });
    expect(await exists(gone.key)).toBe(true);

    const res = await admin.call('DELETE', `${BASE}/${gone.id}`);
    expect(res.statusCode).toBe(204);
    expect(await exists(gone.key)).toBe(false);
    expect(await rowIds()).toEqual([kept.id]);
    expect(await exists(kept.key)).toBe(true);

    const again = await admin.call('DELETE', `${BASE}/${gone.id}`, undefined);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('not_found');
    const ja = await admin.call('DELETE', `${BASE}/${gone.id}`, undefined, 'ja');
    expect(ja.statusCode).toBe(404);
    expect(ja.json().message).toMatch(/[ぁ-んァ-ヶ一-龠]/);

    await ctx.deps.db.deleteFrom('quarantined_files').execute();
  });

  it('retention: files older than the configured days go with their objects, by the periodic job, idempotently', async () => {
    const start = ctx.deps.now();
    const old = await quarantined({
      uploaderUserId: null,
      fileName: 'a.exe',
      at: new Date(start.getTime() - 31 * DAY),
    });
    const edge = await quarantined({
      uploaderUserId: null,
      fileName: 'b.exe',
      at: new Date(start.getTime() - 29 * DAY),
    });
    const fresh = await quarantined({ uploaderUserId: null, fileName: 'c.exe', at: start });
    // A record whose object is already gone (an earlier run cut short) goes too.
    const orphan = await quarantined({
      uploaderUserId: null,
      fileName: 'd.exe',
      at: new Date(start.getTime() - 40 * DAY),
    });
    await fileStorage(ctx.deps.config).remove(orphan.key);

    expect(await sweepQuarantine(ctx.deps)).toBe(2);
    expect(await rowIds()).toEqual([edge.id, fresh.id]);
    expect(await exists(old.key)).toBe(false);
    expect(await exists(edge.key)).toBe(true);
    expect(await sweepQuarantine(ctx.deps)).toBe(0);

    // Two days later the edge file is past 30 days: the periodic job of the app deletes it.
    ctx.advance(2 * DAY);
    const definitions = backgroundJobs(ctx.deps).filter((d) => d.name === QUARANTINE_RETENTION_JOB);
    expect(definitions).toHaveLength(1);
    const silent = { info() {}, warn() {}, error() {} };
    const runner = new JobRunner({ db: ctx.deps.db, now: ctx.deps.now, definitions, log: silent });
    await runner.ensureSchedules();
    expect(await runner.runDue()).toBe(1);
    expect(await rowIds()).toEqual([fresh.id]);
    expect(await exists(edge.key)).toBe(false);
    expect(await exists(fresh.key)).toBe(true);
    expect(await runner.runDue()).toBe(0);

    await ctx.deps.db.deleteFrom('quarantined_files').execute();
  });
});
