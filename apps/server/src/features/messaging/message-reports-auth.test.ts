import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { A, C, scoutedThread, send } from './messaging.fixtures.ts';

const ctx = useTestContext();
const ADMIN = '/api/v1/admin/message-reports';

type Call = (method: 'GET' | 'POST', url: string, payload?: unknown) => ReturnType<ReturnType<typeof callAs>>;
type Role = 'applicant' | 'otherApplicant' | 'company' | 'otherCompany' | 'admin' | 'guest';
const ROLES: Role[] = ['guest', 'otherApplicant', 'otherCompany', 'admin', 'applicant', 'company'];

/**
 * Who may call each endpoint of message reports (ADR 0026): a report only by the thread's party
 * that received the message, on its own side; the queue and its decisions only by admins. The
 * others get 401, 403 or 404, and a 404 looks exactly like an unknown thread or message.
 */
describe('message reports authorization', () => {
  const as = {} as Record<Role, Call>;
  let code = '';
  let fromCompany = 0;
  let fromApplicant = 0;
  let reportId = 0;
  let unknownThread = '';

  beforeAll(async () => {
    const thread = await scoutedThread(ctx);
    code = thread.code;
    fromCompany = (await send(thread.company, C, code, 'A message from the company.')).json().data.id;
    fromApplicant = (await send(thread.applicant, A, code, 'A message from the applicant.')).json().data.id;
    as.applicant = thread.applicant.call;
    as.otherApplicant = (await profiledApplicant(ctx)).call;
    as.company = thread.company.call;
    as.otherCompany = (await signedInCompany(ctx)).call;
    as.admin = (await signedInAdmin(ctx)).call;
    as.guest = callAs(ctx, undefined);
    // A report to decide on, made by a third thread.
    const other = await scoutedThread(ctx);
    const id = (await send(other.company, C, other.code, 'Reported elsewhere.')).json().data.id;
    await other.applicant.call('POST', `${A}/threads/${other.code}/messages/${id}/report`, { reason: 'spam' });
    reportId = (await as.admin('GET', ADMIN)).json().data[0].id;
    unknownThread = (
      await as.otherApplicant('POST', `${A}/threads/${'0'.repeat(32)}/messages/1/report`, { reason: 'spam' })
    ).body;
  });

  const spam = () => ({ reason: 'spam' });
  const endpoints: Array<[string, 'GET' | 'POST', () => string, (() => unknown) | undefined, Record<Role, number>]> = [
    [
      'applicant reports',
      'POST',
      () => `${A}/threads/${code}/messages/${fromCompany}/report`,
      spam,
      { guest: 401, otherApplicant: 404, otherCompany: 403, admin: 403, applicant: 201, company: 403 },
    ],
    [
      'company reports',
      'POST',
      () => `${C}/threads/${code}/messages/${fromApplicant}/report`,
      spam,
      { guest: 401, otherApplicant: 403, otherCompany: 404, admin: 403, applicant: 403, company: 201 },
    ],
    [
      'admin list',
      'GET',
      () => ADMIN,
      undefined,
      { guest: 401, otherApplicant: 403, otherCompany: 403, admin: 200, applicant: 403, company: 403 },
    ],
    [
      'admin detail',
      'GET',
      () => `${ADMIN}/${reportId}`,
      undefined,
      { guest: 401, otherApplicant: 403, otherCompany: 403, admin: 200, applicant: 403, company: 403 },
    ],
    [
      'admin uphold',
      'POST',
      () => `${ADMIN}/${reportId}/uphold`,
      () => ({}),
      { guest: 401, otherApplicant: 403, otherCompany: 403, admin: 200, applicant: 403, company: 403 },
    ],
    [
      'admin restore',
      'POST',
      () => `${ADMIN}/${reportId}/restore`,
      () => ({}),
      { guest: 401, otherApplicant: 403, otherCompany: 403, admin: 200, applicant: 403, company: 403 },
    ],
  ];

  it.each(endpoints)('%s', async (_name, method, url, payload, expected) => {
    const got = {} as Record<Role, number>;
    for (const role of ROLES) {
      const res = await as[role](method, url(), payload?.());
      got[role] = res.statusCode;
      if (res.statusCode >= 400) {
        // Nobody refused learns a message's text, a company or a reason.
        expect(res.body).not.toMatch(/A message from|Reported elsewhere|spam/);
      }
    }
    expect(got).toEqual(expected);
  });

  it('a report of someone else’s thread answers exactly like an unknown thread, and records nothing', async () => {
    const others = await as.otherApplicant('POST', `${A}/threads/${code}/messages/${fromCompany}/report`, spam());
    expect(others.statusCode).toBe(404);
    expect(others.body).toBe(unknownThread);
    const otherCompany = await as.otherCompany('POST', `${C}/threads/${code}/messages/${fromApplicant}/report`, spam());
    expect(otherCompany.body).toBe(unknownThread);
    const rows = await ctx.deps.db
      .selectFrom('message_reports')
      .select(['reporter_side', 'reporter_user_id'])
      .where('message_id', 'in', [fromCompany, fromApplicant])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.reporter_side)).toEqual(['applicant', 'company']);
  });
});
