import type { ApplicantCard, ApplicantProfile, CompanyApplication } from '@hashi/shared/employer-approach.schema';
import type { ScoutTemplate } from '@hashi/shared/employer.schema';
import { appToken, mockApi } from '../../auth/test/mock-api.ts';
import { company, consoleUser, masterRoutes, pageOf, posting } from '../../employer/test/console-fixtures.tsx';

const NOW = '2026-11-20T09:00:00.000Z';
const named = (id: number, name: string) => ({ id, name });

export function card(overrides: Partial<ApplicantCard> = {}): ApplicantCard {
  return {
    id: 501,
    nationality: named(1, 'Vietnam'),
    lives_in: { country: named(1, 'Japan'), prefecture: named(13, 'Tokyo') },
    skills: [{ ...named(1, 'TypeScript'), years: named(3, '3–5 years') }],
    job_roles: [{ ...named(2, 'Backend engineer'), years: null }],
    japanese: { jlpt: named(2, 'N2'), level: null },
    english_level: named(1, 'Business'),
    languages: [],
    latest_job_title: 'Backend engineer',
    work_summary: 'Built payment APIs for five years.',
    desired_annual_salary: 8_000_000,
    currency: 'JPY',
    ...overrides,
  };
}

export function profile(overrides: Partial<ApplicantProfile> = {}): ApplicantProfile {
  return {
    ...card(),
    experiences: [
      {
        company_name: null,
        job_title: 'Backend engineer',
        industry: named(1, 'Finance'),
        employment_type: null,
        start_date: '2021-04-01',
        end_date: null,
        is_current: true,
        work_detail: 'Payment APIs in Go.',
        it_skills: null,
      },
    ],
    educations: [],
    identity: null,
    contact: null,
    approaches: [],
    ...overrides,
  };
}

export function application(overrides: Partial<CompanyApplication> = {}): CompanyApplication {
  return {
    id: 71,
    job_posting: { id: 31, title: 'Backend engineer' },
    applicant: { id: 501, name: 'Linh Nguyen' },
    status: named(2, 'First interview'),
    applied_at: NOW,
    status_changed_at: NOW,
    thread_code: '0123456789abcdef0123456789abcdef',
    answers: [{ question: 'Why Japan?', answer: 'I love the culture.' }],
    history: [
      // 18:30 UTC is 03:30 on the 11th in Tokyo: the console shows the day in Tokyo (UX.md).
      { status: named(1, 'Document screening'), changed_at: '2026-11-10T18:30:00.000Z' },
      { status: named(2, 'First interview'), changed_at: NOW },
    ],
    ...overrides,
  };
}

export const template = (overrides: Partial<ScoutTemplate> = {}): ScoutTemplate => ({
  id: 9,
  name: 'Backend intro',
  body_en: 'Hello!',
  body_ja: 'こんにちは！',
  updated_at: NOW,
  ...overrides,
});

/** The console's own calls (session, company, reference lists, postings) and the test's routes. */
export function server(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'POST /oauth/token': appToken(),
    'GET /api/v1/user/auth': { body: consoleUser(2) },
    'GET /api/v1/employer/company': { body: { data: company() } },
    'GET /api/v1/employer/job-postings': pageOf([
      posting({ id: 31, title_en: 'Backend engineer', status: 3 }),
      posting({ id: 32, title_en: 'Closed role', status: 3, is_closed: true }),
      posting({ id: 33, title_en: 'Draft role', status: 2 }),
    ]),
    ...masterRoutes(),
    ...routes,
  });
}
