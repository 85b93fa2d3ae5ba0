import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { type ConsoleClient, signedInCompany } from '../../../test/company-factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { profiledApplicant } from '../employer-approaches/employer-approaches.fixtures.ts';

export const A = '/api/v2/customer/messages';
export const C = '/api/v1/employer/messages';
export const E = '/api/v1/employer';
export const V2 = '/api/v2/customer/approach';

export type Company = ConsoleClient & { companyId: number };
export type Applicant = Awaited<ReturnType<typeof profiledApplicant>>;

/** A company scouts a new applicant for a new posting: the thread both see, with its code. */
export async function scoutedThread(ctx: TestContext, options: { company?: Company; body?: string } = {}) {
  const company = options.company ?? (await signedInCompany(ctx));
  const posting = await buildPosting(ctx, company.companyId);
  const applicant = await profiledApplicant(ctx);
  const scout = await company.call('POST', `${E}/applicants/${applicant.id}/scout`, {
    job_posting_id: posting.id,
    body: options.body ?? 'We would love to talk about our payments team.',
  });
  expect(scout.statusCode).toBe(200);
  const threads = (await applicant.call('GET', `${A}/threads`)).json().data;
  const code: string = threads[0].code;
  return { company, posting, applicant, code };
}

/** The applicant says Know More about a new posting of the company: a thread only the company may start writing in. */
export async function knowMoreThread(ctx: TestContext, company?: Company) {
  const owner = company ?? (await signedInCompany(ctx));
  const posting = await buildPosting(ctx, owner.companyId);
  const applicant = await profiledApplicant(ctx);
  expect((await applicant.call('POST', `${V2}/know-more`, { job_posting_id: posting.id })).statusCode).toBeLessThan(
    300,
  );
  const threads = (await applicant.call('GET', `${A}/threads`)).json().data;
  return { company: owner, posting, applicant, code: threads[0].code as string };
}

/** Sends a text as the given side; a fresh client id unless one is given. */
export function send(
  client: { call: Applicant['call'] },
  base: string,
  code: string,
  body: string,
  clientId: string = randomUUID(),
  lang: 'en' | 'ja' = 'en',
) {
  return client.call('POST', `${base}/threads/${code}/messages`, { body, client_id: clientId }, lang);
}
