import { RESUMABLE_UPLOADS_PATH } from '@hashi/shared/profile-media.schema';
import { bearer } from '../../../test/factories.ts';
import type { App } from '../../platform/http/app.ts';

/** A tus 1.0 client over `app.inject`, for the tests: creation, HEAD, PATCH, termination, claim. */

const TUS = { 'tus-resumable': '1.0.0' };

export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

export interface CreateOptions {
  filename?: string;
  filetype?: string;
  extra?: Record<string, string>;
  lang?: 'en' | 'ja';
  /** Sent as Upload-Length (default: the size given). */
  length?: string | null;
}

export function tusClient(app: App, token: string | undefined) {
  const auth = token ? bearer(token) : {};
  return {
    create(size: number, o: CreateOptions = {}) {
      const metadata = tusMetadata({
        filename: o.filename ?? 'me.mp4',
        filetype: o.filetype ?? 'video/mp4',
        purpose: 'profile_video',
        ...o.extra,
      });
      const length = o.length === undefined ? String(size) : o.length;
      return app.inject({
        method: 'POST',
        url: RESUMABLE_UPLOADS_PATH,
        headers: {
          ...TUS,
          ...auth,
          'upload-metadata': metadata,
          'x-localization': o.lang ?? 'en',
          ...(length === null ? {} : { 'upload-length': length }),
        },
      });
    },
    head(location: string) {
      return app.inject({ method: 'HEAD', url: location, headers: { ...TUS, ...auth } });
    },
    patch(location: string, offset: number, chunk: Buffer) {
      return app.inject({
        method: 'PATCH',
        url: location,
        payload: chunk,
        headers: {
          ...TUS,
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
      });
    },
    terminate(location: string) {
      return app.inject({ method: 'DELETE', url: location, headers: { ...TUS, ...auth } });
    },
    /** Claims the finished upload: as the profile video unless another claim route is named. */
    claim(location: string, lang: 'en' | 'ja' = 'en', url = '/api/v2/applicant/profile-video') {
      return app.inject({
        method: 'POST',
        url,
        payload: { upload_id: location.split('/').pop() },
        headers: { ...auth, 'x-localization': lang },
      });
    },
  };
}
