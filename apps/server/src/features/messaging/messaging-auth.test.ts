import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { A, C, scoutedThread } from './messaging.fixtures.ts';

const ctx = useTestContext();

type Call = (method: 'GET' | 'POST', url: string, payload?: unknown) => ReturnType<ReturnType<typeof callAs>>;
type Role = 'applicant' | 'otherApplicant' | 'company' | 'otherCompany' | 'admin' | 'guest';

/**
 * The authorization matrix of every messaging endpoint (issue 11): only the thread's two parties
 * succeed, each on its own side; the others get 401, 403 or 404 and learn nothing — a thread of
 * someone else answers exactly as a code that does not exist.
 */
describe('messaging authorization', () => {
  const as = {} as Record<Role, Call>;
  let code = '';

  beforeAll(async () => {
    const thread = await scoutedThread(ctx);
    code = thread.code;
    as.applicant = thread.applicant.call;
    as.otherApplicant = (await profiledApplicant(ctx)).call;
    as.company = thread.company.call;
    as.otherCompany = (await signedInCompany(ctx)).call;
    as.admin = (await signedInAdmin(ctx)).call;
    as.guest = callAs(ctx, undefined);
  });

  const send = () => ({ body: 'Hello', client_id: randomUUID() });
  const read = () => ({ last_message_id: 1 });
  const endpoints: Array<[string, 'GET' | 'POST', () => string, (() => unknown) | undefined, Record<Role, number>]> = [
    [
      'applicant thread list',
      'GET',
      () => `${A}/threads`,
      undefined,
      { applicant: 200, otherApplicant: 200, company: 403, otherCompany: 403, admin: 403, guest: 401 },
    ],
    [
      'applicant conversation',
      'GET',
      () => `${A}/threads/${code}`,
      undefined,
      { applicant: 200, otherApplicant: 404, company: 403, otherCompany: 403, admin: 403, guest: 401 },
    ],
    [
      'applicant send',
      'POST',
      () => `${A}/threads/${code}/messages`,
      send,
      { applicant: 201, otherApplicant: 404, company: 403, otherCompany: 403, admin: 403, guest: 401 },
    ],
    [
      'applicant read',
      'POST',
      () => `${A}/threads/${code}/read`,
      read,
      { applicant: 200, otherApplicant: 404, company: 403, otherCompany: 403, admin: 403, guest: 401 },
    ],
    [
      'applicant unread',
      'GET',
      () => `${A}/unread`,
      undefined,
      { applicant: 200, otherApplicant: 200, company: 403, otherCompany: 403, admin: 403, guest: 401 },
    ],
    [
      'company thread list',
      'GET',
      () => `${C}/threads`,
      undefined,
      { applicant: 403, otherApplicant: 403, company: 200, otherCompany: 200, admin: 403, guest: 401 },
    ],
    [
      'company conversation',
      'GET',
      () => `${C}/threads/${code}`,
      undefined,
      { applicant: 403, otherApplicant: 403, company: 200, otherCompany: 404, admin: 403, guest: 401 },
    ],
    [
      'company send',
      'POST',
      () => `${C}/threads/${code}/messages`,
      send,
      { applicant: 403, otherApplicant: 403, company: 201, otherCompany: 404, admin: 403, guest: 401 },
    ],
    [
      'company read',
      'POST',
      () => `${C}/threads/${code}/read`,
      read,
      { applicant: 403, otherApplicant: 403, company: 200, otherCompany: 404, admin: 403, guest: 401 },
    ],
    [
      'company unread',
      'GET',
      () => `${C}/unread`,
      undefined,
      { applicant: 403, otherApplicant: 403, company: 200, otherCompany: 200, admin: 403, guest: 401 },
    ],
  ];

  it.each(endpoints)('%s', async (_name, method, url, payload, expected) => {
    const got = {} as Record<Role, number>;
    for (const role of Object.keys(expected) as Role[]) {
      got[role] = (await as[role](method, url(), payload?.())).statusCode;
    }
    expect(got).toEqual(expected);
  });

  it('the lists show nobody else’s threads', async () => {
    expect((await as.otherApplicant('GET', `${A}/threads`)).json().meta.total).toBe(0);
    expect((await as.otherCompany('GET', `${C}/threads`)).json().meta.total).toBe(0);
    expect((await as.otherApplicant('GET', `${A}/unread`)).json().data).toEqual({ unread: 0, unread_threads: 0 });
  });

  it('another’s thread and an unknown code answer alike', async () => {
    const unknown = await as.otherApplicant('GET', `${A}/threads/${'0'.repeat(32)}`);
    const others = await as.otherApplicant('GET', `${A}/threads/${code}`);
    expect(others.statusCode).toBe(unknown.statusCode);
    expect(others.body).toBe(unknown.body);
    const unknownC = await as.otherCompany('POST', `${C}/threads/nope/messages`, send());
    const othersC = await as.otherCompany('POST', `${C}/threads/${code}/messages`, send());
    expect(othersC.body).toBe(unknownC.body);
    // Malformed codes and ids are 404 or 4xx, never 500.
    expect((await as.applicant('GET', `${A}/threads/${'x'.repeat(65)}`)).statusCode).toBe(422);
    expect((await as.applicant('POST', `${A}/threads/${code}/read`, { last_message_id: 2 ** 31 })).statusCode).toBe(
      422,
    );
    expect((await as.applicant('GET', `${A}/threads/${code}?before=99999999999`)).statusCode).toBe(422);
  });
});
