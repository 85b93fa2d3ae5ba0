import type { Experience } from '@hashi/shared/experience.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { applicantAuth, mockApi, userAuth } from '../../auth/test/mock-api.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';

type Routes = Parameters<typeof mockApi>[0];

/** A registered applicant's profile with nothing filled in; tests fill what they need. */
/** A registered applicant's profile with nothing else filled in; tests add what they read. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return emptyProfile({
    current_step: 4,
    registered_at: '2026-11-01T00:00:00Z',
    overall_completion_rate: 45,
    ...overrides,
  });
}

export function experience(id: number, overrides: Partial<Experience> = {}): Experience {
  return {
    id,
    company_name: `Company ${id}`,
    industry_id: 1,
    is_japanese_company: false,
    employment_type_id: 1,
    job_title: 'Engineer',
    company_size_id: 1,
    period_from: '2020/04',
    period_to: '2022/03',
    is_current: false,
    work_detail: 'Built the order API.',
    it_skills: null,
    role_and_size: null,
    projects: null,
    ...overrides,
  };
}

const item = (id: number, name: string, extra: object = {}) => ({ id, name, ...extra });

/** Reference lists the five sections read, small and fictional. */
export const MASTERS: Record<string, unknown[]> = {
  nationalities: [item(104, 'Japan', { code: 'JP' }), item(76, 'India', { code: 'IN' })],
  countries: [item(104, 'Japan', { code: 'JP' }), item(76, 'India', { code: 'IN' })],
  'japan-prefectures': [item(13, 'Tokyo', { region_id: 3 }), item(27, 'Osaka', { region_id: 5 })],
  'work-permissions': [item(1, 'Has a work visa')],
  'visa-statuses': [item(1, 'Engineer / Specialist in Humanities')],
  'dialing-codes': [
    item(104, 'Japan', { code: '+81', country_id: 104 }),
    item(76, 'India', { code: '+91', country_id: 76 }),
  ],
  'job-position-categories': [item(1, 'Software development'), item(2, 'Mobile')],
  'job-positions': [
    item(11, 'Backend engineer', { category_id: 1 }),
    item(12, 'Frontend engineer', { category_id: 1 }),
    item(21, 'iOS engineer', { category_id: 2 }),
  ],
  'yoe-ranges': [item(2, 'Less than 1 year'), item(3, '1–3 years'), item(4, '3–5 years'), item(5, '5 years or more')],
  'skill-categories': [item(2, 'Languages'), item(1, 'Featured')],
  skills: [
    item(101, 'Go', { category_id: 2 }),
    item(102, 'TypeScript', { category_id: 2 }),
    item(201, 'AWS', { category_id: 1 }),
  ],
  industries: [item(1, 'Internet services', { category_id: 1 })],
  'company-sizes': [item(1, '1–50 employees', { min_employees: 1, max_employees: 50 })],
  'employment-types': [item(1, 'Full-time')],
  currencies: [item(1, 'Japanese yen', { code: 'JPY', symbol: '¥' })],
  'working-statuses': [item(1, 'Employed')],
  'income-ranges': [item(1, '¥4M–¥6M', { min_amount: 4_000_000, max_amount: 6_000_000 })],
};

/** The fake server: session, profile and masters answered; `routes` adds or overrides. */
export function profileApi(data: Profile, routes: Routes = {}) {
  const masters = Object.fromEntries(
    Object.entries(MASTERS).map(([name, list]) => [
      `GET /api/v2/masters/${name}`,
      (call: { path: string }) => {
        const category = new URL(call.path, 'http://x').searchParams.get('category_id');
        const rows = category
          ? list.filter((row) => (row as { category_id?: number }).category_id === Number(category))
          : list;
        return { body: { data: rows } };
      },
    ]),
  );
  return mockApi({
    'GET /api/v1/user/auth': { body: userAuth({ current_step: 4, registered_at: '2026-11-01T00:00:00Z' }) },
    'GET /api/v1/applicants/auth': { body: applicantAuth({ current_step: 4, registered_at: '2026-11-01T00:00:00Z' }) },
    'GET /api/v2/applicant/profile': { body: { data } },
    ...masters,
    ...routes,
  });
}
