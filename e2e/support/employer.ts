import { randomBytes, randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { postingInput } from '../../apps/server/src/features/employer/employer.fixtures.ts';
import { apiCall } from './api.ts';
import type { Account } from './applicant.ts';
import type { Lang } from './browser.ts';
import { field, waitForPath } from './flows.ts';
import { t } from './texts.ts';

/**
 * The console accounts of the demo data (README "Demo logins"): the e2e server runs in development
 * mode on an empty embedded database, so it writes them on start (ADR 0013, 0019).
 */
export const DEMO_EMPLOYER: Account = { email: 'employer1@demo.hashi.example', password: 'Employer2026' };
export const DEMO_ADMIN: Account = { email: 'admin@demo.hashi.example', password: 'Admin2026demo' };

/** A posting of the employer API: the server tests' complete posting, with its own title and one question. */
function postingWith(title: Record<Lang, string>, question: Record<Lang, string>) {
  return postingInput({
    title_en: title.en,
    title_ja: title.ja,
    requirements_en: '3+ years of backend development',
    requirements_ja: 'バックエンド開発経験3年以上',
    required_skills: [{ skill_id: 1, years_of_experience_range_id: 4 }],
    featured_skill_ids: [2],
    apply_questions: [{ question_en: question.en, question_ja: question.ja }],
  });
}

type Login = { access_token: string; user: { id: number } };

/** Logs in through POST /api/v1/login with the client type of the account (1 applicant, 2 company, 3 admin). */
export function apiLogin(lang: Lang, account: Account, type: 1 | 2 | 3): Promise<Login> {
  return apiCall<Login>(lang, 'POST', '/api/v1/login', { ...account, type });
}

export interface PublishedPosting {
  id: number;
  title: Record<Lang, string>;
  question: Record<Lang, string>;
  company: Record<Lang, string>;
}

/**
 * A published posting of the demo employer with one confirmation question, made the way the
 * consoles make it: the company creates it and submits it for approval, an admin approves it
 * (employer and admin API, ADR 0019). The journeys about approaches need it, not test it.
 */
export async function publishPostingWithQuestion(lang: Lang, tag: string): Promise<PublishedPosting> {
  const suffix = randomBytes(3).toString('hex');
  const title = { en: `Payments Engineer ${tag} ${suffix}`, ja: `決済エンジニア ${tag} ${suffix}` };
  const question = { en: 'Can you start within three months?', ja: '3か月以内に入社できますか？' };
  const employer = await apiLogin(lang, DEMO_EMPLOYER, 2);
  const created = await apiCall<{ data: { id: number } }>(
    lang,
    'POST',
    '/api/v1/employer/job-postings',
    postingWith(title, question),
    employer.access_token,
  );
  const id = created.data.id;
  await apiCall(lang, 'POST', `/api/v1/employer/job-postings/${id}/submit`, undefined, employer.access_token);
  const admin = await apiLogin(lang, DEMO_ADMIN, 3);
  await apiCall(lang, 'POST', `/api/v1/admin/job-postings/${id}/approve`, undefined, admin.access_token);
  const own = await apiCall<{ data: { name_en: string; name_ja: string } }>(
    lang,
    'GET',
    '/api/v1/employer/company',
    undefined,
    employer.access_token,
  );
  const company = { en: own.data.name_en || own.data.name_ja, ja: own.data.name_ja || own.data.name_en };
  return { id, title, question, company };
}

/**
 * The demo employer scouts an applicant for a posting and then writes in the thread the scout
 * opened (issue 11), through the API; answers the thread's code.
 */
export async function scoutAndWrite(
  lang: Lang,
  applicantId: number,
  postingId: number,
  texts: { scout: string; message: string },
): Promise<string> {
  const employer = await apiLogin(lang, DEMO_EMPLOYER, 2);
  const token = employer.access_token;
  const scout = { job_posting_id: postingId, body: texts.scout };
  await apiCall(lang, 'POST', `/api/v1/employer/applicants/${applicantId}/scout`, scout, token);
  const threads = await apiCall<{ data: { code: string }[] }>(
    lang,
    'GET',
    `/api/v1/employer/messages/threads?job_posting_id=${postingId}`,
    undefined,
    token,
  );
  const code = threads.data[0]?.code;
  if (!code) throw new Error(`no thread for posting ${postingId}`);
  const message = { body: texts.message, client_id: randomUUID() };
  await apiCall(lang, 'POST', `/api/v1/employer/messages/threads/${code}/messages`, message, token);
  return code;
}

/** Signs in to the employer console at /employer/login and waits for its first page. */
export async function logInToEmployerConsole(page: Page, lang: Lang, account: Account): Promise<void> {
  await page.goto('/employer/login');
  await page.getByRole('heading', { level: 1, name: t(lang, 'employer:console.employer_login_title') }).waitFor();
  await field(page, t(lang, 'employer:console.email')).fill(account.email);
  await field(page, t(lang, 'employer:console.password')).fill(account.password);
  await page.getByRole('button', { name: t(lang, 'employer:console.sign_in'), exact: true }).click();
  await waitForPath(page, '/employer/job-postings');
}

/** Signs in to the admin console at /admin/login as the demo admin and waits for its first page. */
export async function logInToAdminConsole(page: Page, lang: Lang): Promise<void> {
  await page.goto('/admin/login');
  await page.getByRole('heading', { level: 1, name: t(lang, 'employer:console.admin_login_title') }).waitFor();
  await field(page, t(lang, 'employer:console.email')).fill(DEMO_ADMIN.email);
  await field(page, t(lang, 'employer:console.password')).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: t(lang, 'employer:console.sign_in'), exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin/') && url.pathname !== '/admin/login');
}
