import type { EmployerCompany, EmployerPosting } from '@hashi/shared/employer.schema';
import { MASTER_LIST_NAMES, masterListPath } from '@hashi/shared/masters.schema';
import { Outlet, type RouteObject } from 'react-router';
import { saveTokens } from '../../../lib/api/session-store.ts';
import { consoleRouteTree } from '../../../app/console-routes.tsx';
import { tokens, userAuth } from '../../auth/test/mock-api.ts';
import { LocationProbe, renderRoutes } from '../../auth/test/render-route.tsx';

const NOW = '2026-11-20T09:00:00.000Z';

/** Both consoles as the app mounts them, an applicant /login stand-in, and the location shown. */
export function renderConsole(path: string) {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <Outlet />
          <LocationProbe />
        </>
      ),
      children: [...consoleRouteTree, { path: 'login', element: <h1>Applicant login</h1> }],
    },
  ];
  return renderRoutes(routes, path);
}

/** A stored session of the given user type (2 company, 3 admin, 1 job seeker), as a login leaves it. */
export function signIn(type: 1 | 2 | 3) {
  return saveTokens(tokens({}, { id: 40 + type, type, current_step: type === 1 ? 1 : 0 }));
}

export const consoleUser = (type: 1 | 2 | 3) =>
  userAuth({ id: 40 + type, type, email: `user${type}@example.com`, current_step: type === 1 ? 1 : 0 });

export function company(overrides: Partial<EmployerCompany> = {}): EmployerCompany {
  return {
    id: 5,
    name_en: 'Sakura Systems',
    name_ja: 'さくらシステムズ',
    ceo_name_en: null,
    ceo_name_ja: null,
    prefecture_id: null,
    city_id: null,
    address_en: null,
    address_ja: null,
    founded_on: null,
    capital_jpy: null,
    company_size_id: null,
    is_listed: false,
    industry_id: null,
    industry_ids: [],
    website_url: null,
    description_en: null,
    description_ja: null,
    appeals: [],
    logo_url: null,
    updated_at: NOW,
    ...overrides,
  };
}

export function posting(overrides: Partial<EmployerPosting> = {}): EmployerPosting {
  return {
    id: 31,
    status: 2,
    is_closed: false,
    posting_language: 1,
    title_en: 'Backend engineer',
    title_ja: 'バックエンドエンジニア',
    published_at: null,
    closed_at: null,
    application_count: 0,
    view_count: 0,
    updated_at: NOW,
    description_en: 'Build APIs.',
    description_ja: 'APIを開発します。',
    requirements_en: null,
    requirements_ja: null,
    preferred_en: null,
    preferred_ja: null,
    selection_flow_en: null,
    selection_flow_ja: null,
    benefits_en: null,
    benefits_ja: null,
    job_position_id: 1,
    employment_type_id: 1,
    prefecture_ids: [],
    city_id: null,
    industry_ids: [],
    appeal_point_ids: [],
    required_skills: [],
    featured_skill_ids: [],
    required_jlpt_level_id: 6,
    required_english_level_id: 6,
    language_ids: [],
    language_score_level_ids: [],
    foreigner_percent_id: null,
    english_usage_percent_id: null,
    remote_option: 1,
    visa_sponsorship: 1,
    overseas_application_allowed: false,
    salary_min: 6_000_000,
    salary_max: null,
    salary_negotiable: false,
    apply_questions: [],
    decline_reason: null,
    created_at: NOW,
    ...overrides,
  };
}

const MASTER_ITEM = {
  category_id: 1,
  code: 'xx',
  region_id: 1,
  prefecture_id: 1,
  language_id: 1,
  certificate_id: 1,
  min_score: null,
  min_percent: 0,
  max_percent: 10,
  min_employees: 1,
  max_employees: null,
};

/** Every reference list answers the same two items (id 1 "First", id 6 "None"): enough for the selects. */
export function masterRoutes(): Record<string, { body: unknown }> {
  const body = {
    data: [
      { id: 1, name: 'First', ...MASTER_ITEM },
      { id: 6, name: 'None', ...MASTER_ITEM },
    ],
  };
  return Object.fromEntries(MASTER_LIST_NAMES.map((name) => [`GET ${masterListPath(name)}`, { body }]));
}

/** A 422 as the server sends it: field → messages in the request's language. */
export const invalid = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'The given data was invalid.', code: 'validation_failed', errors },
});

export const pageOf = <T,>(data: T[]) => ({
  body: { data, meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 } },
});
