import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { appToken } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';
import { media } from '../profile-media/media-fixtures.ts';
import { storedFiles } from '../profile-media/media-test-helpers.ts';
import {
  AI,
  CI,
  T,
  TEMPLATE,
  createTemplate,
  deadlineIn,
  sentInterview,
  updateMultipart,
} from './video-interviews.fixtures.ts';

const ctx = useTestContext();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Call = (method: Method, url: string, payload?: unknown) => ReturnType<ReturnType<typeof callAs>>;
type Role = 'applicant' | 'otherApplicant' | 'company' | 'otherCompany' | 'admin' | 'guest' | 'anonymous';

/**
 * The authorization matrix of every video interview endpoint (issue 14): the interview's applicant
 * and the company that sent it each on their own side; everyone else gets 401, 403 or 404 and
 * learns nothing (another's interview answers like a missing one). A guest holds the web app's
 * client-credentials token; an anonymous caller holds none.
 */
describe('video interview authorization', () => {
  const as = {} as Record<Role, Call>;
  let interviewId = 0;
  let templateId = 0;
  let code = '';
  let videoUrl = '';
  const tokens = {} as Record<Role, string | undefined>;

  beforeAll(async () => {
    const sent = await sentInterview(ctx);
    interviewId = sent.interviewId;
    templateId = sent.templateId;
    code = sent.code;
    const other = await profiledApplicant(ctx);
    const otherCompany = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    Object.assign(tokens, {
      applicant: sent.applicant.token,
      otherApplicant: other.token,
      company: sent.company.token,
      otherCompany: otherCompany.token,
      admin: admin.token,
      guest: await appToken(ctx),
      anonymous: undefined,
    });
    for (const role of Object.keys(tokens) as Role[]) as[role] = callAs(ctx, tokens[role]);
    const answered = await updateMultipart(
      ctx,
      sent.applicant.token,
      interviewId,
      { question_no: '3' },
      { content: media.mp4() },
    );
    videoUrl = answered.json().data.answers[0].video.url;
  });

  const applicantOnly = {
    applicant: 200,
    otherApplicant: 404,
    company: 403,
    otherCompany: 403,
    admin: 403,
    guest: 401,
    anonymous: 401,
  };
  const companyOnly = {
    applicant: 403,
    otherApplicant: 403,
    company: 200,
    otherCompany: 404,
    admin: 403,
    guest: 401,
    anonymous: 401,
  };
  const anyCompany = {
    applicant: 403,
    otherApplicant: 403,
    company: 200,
    otherCompany: 200,
    admin: 403,
    guest: 401,
    anonymous: 401,
  };
  const endpoints: Array<[string, Method, () => string, (() => unknown) | undefined, Record<Role, number>]> = [
    ['template list', 'GET', () => T, undefined, anyCompany],
    ['template create', 'POST', () => T, () => TEMPLATE, { ...anyCompany, company: 201, otherCompany: 201 }],
    ['template show', 'GET', () => `${T}/${templateId}`, undefined, companyOnly],
    ['template update', 'PUT', () => `${T}/${templateId}`, () => TEMPLATE, companyOnly],
    ['interview list', 'GET', () => CI, undefined, anyCompany],
    ['interview show (company)', 'GET', () => `${CI}/${interviewId}`, undefined, companyOnly],
    ['review', 'PUT', () => `${CI}/${interviewId}/review`, () => ({ rating: 3 }), companyOnly],
    ['interview show (applicant)', 'GET', () => `${AI}/${interviewId}`, undefined, applicantOnly],
    [
      'answer update',
      'POST',
      () => `${AI}/${interviewId}/update`,
      () => ({ question_no: 2, text: 'Hi' }),
      applicantOnly,
    ],
    [
      'delete a draft answer',
      'DELETE',
      () => `${AI}/${interviewId}/answers?question_no=1`,
      undefined,
      { ...applicantOnly, applicant: 204 },
    ],
  ];

  it.each(endpoints)('%s', async (_name, method, url, payload, expected) => {
    const got = {} as Record<Role, number>;
    for (const role of Object.keys(expected) as Role[])
      got[role] = (await as[role](method, url(), payload?.())).statusCode;
    expect(got).toEqual(expected);
  });

  it('sending: only the thread’s company, with its own template', async () => {
    const body = () => ({ thread_code: code, template_id: templateId, deadline_at: deadlineIn(ctx) });
    const got = {} as Record<Role, number>;
    for (const role of [
      'applicant',
      'otherApplicant',
      'otherCompany',
      'admin',
      'guest',
      'anonymous',
      'company',
    ] as Role[]) {
      got[role] = (await as[role]('POST', CI, body())).statusCode;
    }
    expect(got).toEqual({
      applicant: 403,
      otherApplicant: 403,
      otherCompany: 404,
      admin: 403,
      guest: 401,
      anonymous: 401,
      company: 201,
    });
  });

  it('a multipart video upload to another’s interview is 404 and keeps nothing; a guest’s is 401', async () => {
    const before = storedFiles(ctx);
    const other = await updateMultipart(
      ctx,
      tokens.otherApplicant,
      interviewId,
      { question_no: '3' },
      { content: media.mp4() },
    );
    expect(other.statusCode).toBe(404);
    expect(
      (await updateMultipart(ctx, undefined, interviewId, { question_no: '3' }, { content: media.mp4() })).statusCode,
    ).toBe(401);
    expect(
      (await updateMultipart(ctx, tokens.guest, interviewId, { question_no: '3' }, { content: media.mp4() }))
        .statusCode,
    ).toBe(401);
    expect(
      (await updateMultipart(ctx, tokens.company, interviewId, { question_no: '3' }, { content: media.mp4() }))
        .statusCode,
    ).toBe(403);
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('the video is served by its signed link alone; without or with a wrong signature it is 404 for anyone', async () => {
    expect((await as.anonymous('GET', videoUrl)).statusCode).toBe(200);
    const bare = videoUrl.split('?')[0] as string;
    for (const role of Object.keys(tokens) as Role[]) expect((await as[role]('GET', bare)).statusCode).toBe(404);
    expect((await as.anonymous('GET', `${bare}?expires=4102444800&signature=abc`)).statusCode).toBe(404);
  });

  it('ids are bounded: huge or malformed ids are 422 or 404, never 500', async () => {
    const big = '2147483648';
    expect((await as.applicant('GET', `${AI}/${big}`)).statusCode).toBe(422);
    expect((await as.applicant('POST', `${AI}/${big}/update`, { send: true })).statusCode).toBe(422);
    expect((await as.applicant('DELETE', `${AI}/${big}/answers`)).statusCode).toBe(422);
    expect((await as.applicant('DELETE', `${AI}/${interviewId}/answers?question_no=${big}`)).statusCode).toBe(422);
    expect((await as.company('GET', `${CI}/${big}`)).statusCode).toBe(422);
    expect((await as.company('PUT', `${CI}/${big}/review`, { rating: 1 })).statusCode).toBe(422);
    expect((await as.company('GET', `${T}/${'9'.repeat(30)}`)).statusCode).toBe(422);
    expect(
      (await as.company('POST', CI, { thread_code: code, template_id: 2 ** 31, deadline_at: deadlineIn(ctx) }))
        .statusCode,
    ).toBe(422);
    expect(
      (await as.applicant('POST', `${AI}/${interviewId}/update`, { question_no: 2 ** 31, text: 'x' })).statusCode,
    ).toBe(422);
    expect((await as.guest('GET', `/api/files/video-interview-answers/${big}?expires=1&signature=x`)).statusCode).toBe(
      404,
    );
    expect((await as.guest('GET', `/api/files/video-interview-answers/${'9'.repeat(25)}`)).statusCode).toBe(422);
    // The template delete last: it leaves the interview's copy alone.
    const own = await createTemplate(await signedInCompany(ctx));
    expect((await as.company('DELETE', `${T}/${own}`)).statusCode).toBe(404);
    expect((await as.company('DELETE', `${T}/${templateId}`)).statusCode).toBe(204);
  });
});
