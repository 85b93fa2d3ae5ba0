import { expect } from 'vitest';
import type { TemplateRequest } from '@hashi/shared/video-interview.schema';
import { multipart } from '../../../test/cv-fixtures.ts';
import { callAs, signedInCompany } from '../../../test/company-factories.ts';
import { bearer, DEFAULT_PASSWORD, loginAs, randomIp } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { type Company, scoutedThread } from '../messaging/messaging.fixtures.ts';

/** Helpers for the video interview tests (ADR 0047): a template, an interview sent in a thread, answers. */

export const T = '/api/v1/employer/video-interview-templates';
export const CI = '/api/v1/employer/video-interviews';
export const AI = '/api/v1/video-interviews';
const DAY = 86_400_000;

/** Three questions, one of each type (selection, free text, video), and a practice question. */
export const TEMPLATE: TemplateRequest = {
  name: 'Backend engineer screening',
  intro: 'Thank you for your interest. Three short questions follow.',
  practice_question: { text: 'Tell us what you had for breakfast.', thinking_seconds: 10, answer_seconds: 60 },
  questions: [
    { type: 1, text: 'Which language do you use most?', options: ['Go', 'Kotlin', 'TypeScript'] },
    { type: 2, text: 'Why Japan?' },
    { type: 3, text: 'Introduce yourself.', thinking_seconds: 30, answer_seconds: 90, takes: 2 },
  ],
};

export async function createTemplate(company: Company, template: TemplateRequest = TEMPLATE): Promise<number> {
  const res = await company.call('POST', T, template);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** The deadline `days` from the app's clock, as ISO text. */
export const deadlineIn = (ctx: TestContext, days = 7) => new Date(ctx.deps.now().getTime() + days * DAY).toISOString();

/** A company scouts an applicant and sends them a video interview: the thread, its parties and the interview's id. */
export async function sentInterview(ctx: TestContext, options: { company?: Company; days?: number } = {}) {
  const thread = await scoutedThread(ctx, options.company ? { company: options.company } : {});
  const templateId = await createTemplate(thread.company);
  const res = await thread.company.call('POST', CI, {
    thread_code: thread.code,
    template_id: templateId,
    deadline_at: deadlineIn(ctx, options.days ?? 7),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...thread, templateId, interviewId: res.json().data.id as number };
}

/** `POST …/update` as multipart, with an optional video file part. */
export function updateMultipart(
  ctx: TestContext,
  token: string | undefined,
  interviewId: number,
  fields: Record<string, string>,
  video?: { content: Buffer; filename?: string },
  lang: 'en' | 'ja' = 'en',
) {
  const files = video ? [{ field: 'video', filename: video.filename ?? 'answer.webm', content: video.content }] : [];
  const { payload, headers } = multipart(files, fields);
  return ctx.app.inject({
    method: 'POST',
    url: `${AI}/${interviewId}/update`,
    payload,
    headers: { ...headers, ...(token ? bearer(token) : {}), 'x-localization': lang },
    remoteAddress: randomIp(),
  });
}

/**
 * Both sides signed in afresh, for tests that move the clock past their sessions: the applicant
 * again (the factories' password), the company as another member of its team.
 */
export async function signInAgain(ctx: TestContext, applicantId: number, companyId: number) {
  const { email } = await ctx.deps.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', applicantId)
    .executeTakeFirstOrThrow();
  const { access_token } = await loginAs(ctx, { email, password: DEFAULT_PASSWORD });
  return { applicant: callAs(ctx, access_token), company: (await signedInCompany(ctx, companyId)).call };
}
