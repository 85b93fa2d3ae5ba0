import type { Profile } from '@hashi/shared/profile.schema';
import type { RecommendedPosting } from '@hashi/shared/recommendation.schema';
import { Outlet, type RouteObject } from 'react-router';
import { applicantAuth, logIn, userAuth } from '../../auth/test/mock-api.ts';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';
import { jobCard, jobsApi } from '../../jobs/test/fixtures.ts';
import { emptyProfile } from '../../profile/test/profile-fixtures.ts';
import MyPage from '../routes/my-page.tsx';

export const REGISTERED = { current_step: 4, registered_at: '2026-11-01T00:00:00Z' };

/** `/` as an applicant sees it (app/home-page.tsx, without the guard), with the location shown. */
export function renderDashboard(extra: RouteObject[] = []) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [{ index: true, element: <MyPage /> }, ...extra],
    },
  ];
  return renderRoutes(routes, '/');
}

export function recommended(id: number, reasons: string[], overrides: Partial<RecommendedPosting> = {}) {
  return { ...jobCard(id), score: 10, reasons, ...overrides };
}

export const page = <T,>(data: T[], perPage = 3) => ({
  data,
  meta: { current_page: 1, per_page: perPage, total: data.length, last_page: 1 },
});

/** A registered applicant whose profile is complete up to `profile`; every list empty unless `routes` says. */
export function dashboardApi(routes: Parameters<typeof jobsApi>[0] = {}, profile: Partial<Profile> = {}) {
  logIn();
  return jobsApi({
    'GET /api/v1/user/auth': { body: userAuth(REGISTERED) },
    'GET /api/v1/applicants/auth': {
      body: applicantAuth({ ...REGISTERED, basic_personal_information: { full_name: 'Aiko Tanaka' } }),
    },
    'GET /api/v2/applicant/profile': {
      body: { data: emptyProfile({ current_step: 4, registered_at: REGISTERED.registered_at, ...profile }) },
    },
    'GET /api/v2/customer/approach/recommend': { body: page([]) },
    'GET /api/v1/notices': { body: page([], 20) },
    'GET /api/v2/customer/approach/scouts': { body: page([], 10) },
    'GET /api/v2/customer/approach/saves': { body: page([], 10) },
    ...routes,
  });
}

/** Every part the completion rate weighs, filled with values the profile schema accepts. */
export function completeProfile(): Partial<Profile> {
  const base = emptyProfile();
  return {
    overall_completion_rate: 100,
    basic_personal_information: {
      ...base.basic_personal_information,
      first_name: 'Aiko',
      last_name: 'Tanaka',
      full_name: 'Aiko Tanaka',
      date_of_birth: '1994-05-01',
      gender: 'female',
      nationality_id: 1,
      country_id: 1,
    },
    profile_photo: {
      id: 1,
      url: 'https://files.example/p.jpg',
      url_expires_at: '2026-11-23T00:00:00Z',
      mime_type: 'image/jpeg',
      size: 1000,
      file_name: 'me.jpg',
      created_at: '2026-11-01T00:00:00Z',
    },
    contact_information: { dialing_code_id: 104, phone: '9012345678', linkedin_url: null, github_url: null },
    position_experiences: [{ id: 1, job_position_id: 11, years_of_experience_range_id: 4 }],
    skills: [{ id: 1, skill_id: 101, years_of_experience_range_id: 4 }],
    experiences: [
      {
        id: 1,
        company_name: 'Kumo Systems',
        industry_id: 1,
        is_japanese_company: true,
        employment_type_id: 1,
        job_title: 'Backend engineer',
        company_size_id: 2,
        period_from: '2020/04',
        period_to: null,
        is_current: true,
        work_detail: 'Payments API in Go.',
        it_skills: null,
        role_and_size: null,
        projects: null,
      },
    ],
    work_summary: 'Ten years of Go.',
    educations: [
      {
        id: 1,
        school_name: 'Osaka University',
        school_url: null,
        educational_level_id: 3,
        major: null,
        location: null,
        period_from: null,
        period_to: null,
        is_current: false,
        deleted_at: null,
      },
    ],
    languages: { ...base.languages, native: 5, japanese_language_level: 2, jlpt: 2 },
    income: { currency: 1, current_working_status: 1, latest_annual_income: 3, desired_annual_salary: null },
    preference: { ...base.preference, job_search_status_id: 1 },
    awards: [{ id: 1, name: 'Hackathon winner' }],
  };
}
