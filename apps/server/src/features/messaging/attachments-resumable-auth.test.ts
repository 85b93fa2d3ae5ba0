import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { appToken } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { tusClient } from '../uploads/tus-test-helpers.ts';
import { samples } from './attachments.fixtures.ts';
import { A, C, scoutedThread } from './messaging.fixtures.ts';

const ctx = useTestContext();

type Role = 'applicant' | 'otherApplicant' | 'company' | 'otherCompany' | 'colleague' | 'admin' | 'guest' | 'anonymous';

const claimUrl = (base: string, code: string) => `${base}/threads/${code}/attachments/resumable`;

/**
 * Who may send a message's video as a resumable upload and claim it (ADR 0025 revision, ADR 0045):
 * either party of the thread creates uploads and claims its own into its side's drafts; an upload
 * is its creator's alone — another applicant, the other party, a colleague of the same company —
 * all get 404 as for a missing one; an admin 403; a guest (the web app's token) and an anonymous
 * caller 401.
 */
describe('resumable message video authorization', () => {
  const tokens = {} as Record<Role, string | undefined>;
  /** The route each role would claim through: the applicants' or the console's. */
  const base: Record<Role, string> = {
    applicant: A,
    otherApplicant: A,
    company: C,
    otherCompany: C,
    colleague: C,
    admin: C,
    guest: A,
    anonymous: A,
  };
  let code = '';
  let otherCode = '';

  beforeAll(async () => {
    const thread = await scoutedThread(ctx);
    const other = await scoutedThread(ctx);
    code = thread.code;
    otherCode = other.code;
    Object.assign(tokens, {
      applicant: thread.applicant.token,
      otherApplicant: other.applicant.token,
      company: thread.company.token,
      otherCompany: other.company.token,
      colleague: (await signedInCompany(ctx, thread.company.companyId)).token,
      admin: (await signedInAdmin(ctx)).token,
      guest: await appToken(ctx),
      anonymous: undefined,
    });
  });

  /** A finished upload of `owner`'s, with its URL. */
  async function finished(owner: Role) {
    const tus = tusClient(ctx.app, tokens[owner]);
    const bytes = samples.mp4();
    const created = await tus.create(bytes.length, { extra: { purpose: 'message_attachment' } });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect((await tus.patch(location, 0, bytes)).statusCode).toBe(204);
    return location;
  }

  const others = (owner: Role) => (Object.keys(tokens) as Role[]).filter((role) => role !== owner);

  it('creating an upload for a message: either side, never an admin or a guest', async () => {
    const got = {} as Record<Role, number>;
    for (const role of Object.keys(tokens) as Role[]) {
      const created = await tusClient(ctx.app, tokens[role]).create(4096, { extra: { purpose: 'message_attachment' } });
      got[role] = created.statusCode;
    }
    expect(got).toEqual({
      applicant: 201,
      otherApplicant: 201,
      company: 201,
      otherCompany: 201,
      colleague: 201,
      admin: 403,
      guest: 401,
      anonymous: 401,
    });
  });

  it.each([
    ['the applicant', 'applicant' as const],
    ['the company member', 'company' as const],
  ])('%s’s upload: touched and claimed by its creator alone', async (_name, owner) => {
    const location = await finished(owner);
    const got = {} as Record<Role, number[]>;
    for (const role of others(owner)) {
      const tus = tusClient(ctx.app, tokens[role]);
      got[role] = [
        (await tus.head(location)).statusCode,
        (await tus.patch(location, 4096, Buffer.from('more'))).statusCode,
        (await tus.terminate(location)).statusCode,
        (await tus.claim(location, 'en', claimUrl(base[role], code))).statusCode,
      ];
    }
    const missing = [404, 404, 404, 404];
    expect(got).toEqual({
      ...(owner === 'applicant' ? { company: missing } : { applicant: missing }),
      otherApplicant: missing,
      otherCompany: missing,
      colleague: missing,
      admin: [403, 403, 403, 403],
      guest: [401, 401, 401, 401],
      anonymous: [401, 401, 401, 401],
    });
    // Nobody else moved it; its creator claims it, into its own side's drafts.
    const tus = tusClient(ctx.app, tokens[owner]);
    expect((await tus.head(location)).headers['upload-offset']).toBe('4096');
    const claimed = await tus.claim(location, 'en', claimUrl(base[owner], code));
    expect(claimed.statusCode, claimed.body).toBe(201);
  });

  it('an upload goes only into a thread of its creator’s: another thread is 404 and keeps the upload', async () => {
    const location = await finished('applicant');
    const tus = tusClient(ctx.app, tokens.applicant);
    expect((await tus.claim(location, 'en', claimUrl(A, otherCode))).statusCode).toBe(404);
    // The other applicant in their own thread: the upload is not theirs.
    expect(
      (await tusClient(ctx.app, tokens.otherApplicant).claim(location, 'en', claimUrl(A, otherCode))).statusCode,
    ).toBe(404);
    // The applicant through the console's route: not a company member.
    expect((await tus.claim(location, 'en', claimUrl(C, code))).statusCode).toBe(403);
    expect((await tus.claim(location, 'en', claimUrl(A, code))).statusCode).toBe(201);
  });
});
