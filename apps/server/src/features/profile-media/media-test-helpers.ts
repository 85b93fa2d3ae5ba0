import { readdirSync } from 'node:fs';
import path from 'node:path';
import { multipart } from '../../../test/cv-fixtures.ts';
import { bearer, buildUser, loginAs } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/test-app.ts';

/** Helpers for the tests of this folder: uploads through the real routes, and what is on disk. */

export type UploadOptions = {
  filename?: string;
  version?: 'v1' | 'v2';
  query?: string;
  fields?: Record<string, string>;
  lang?: 'en' | 'ja';
};

export async function applicant(ctx: TestContext) {
  const user = await buildUser(ctx);
  const { access_token } = await loginAs(ctx, user);
  return { user, token: access_token };
}

export function uploadPath(kind: 'photo' | 'video', version: 'v1' | 'v2' = 'v2'): string {
  return version === 'v2' ? `/api/v2/applicant/profile-${kind}` : `/api/v1/applicants/profile-${kind}`;
}

export function upload(ctx: TestContext, token: string, kind: 'photo' | 'video', bytes: Buffer, o: UploadOptions = {}) {
  const { payload, headers } = multipart(
    [{ filename: o.filename ?? (kind === 'photo' ? 'me.png' : 'me.mp4'), content: bytes }],
    o.fields ?? {},
  );
  return ctx.app.inject({
    method: 'POST',
    url: `${uploadPath(kind, o.version)}${o.query ? `?${o.query}` : ''}`,
    payload,
    headers: { ...headers, ...bearer(token), 'x-localization': o.lang ?? 'en' },
  });
}

/** Every file under the storage root (the temporary folder included), relative to it. */
export function storedFiles(ctx: TestContext): string[] {
  const root = path.join(ctx.deps.config.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

export async function mediaRows(ctx: TestContext, applicantId?: number) {
  let query = ctx.deps.db.selectFrom('applicant_media').selectAll();
  if (applicantId !== undefined) query = query.where('applicant_id', '=', applicantId);
  return query.execute();
}

export const STORED_NAME =
  /^profile-(photos|videos)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/;
