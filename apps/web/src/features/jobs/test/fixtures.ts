import type { JobPostingDetail } from '@hashi/shared/job-posting.schema';
import type { JobPostingCard, JobSearchResponse } from '@hashi/shared/job-search.schema';
import { mockApi } from '../../auth/test/mock-api.ts';

type Routes = Parameters<typeof mockApi>[0];

export function jobCard(id: number, overrides: Partial<JobPostingCard> = {}): JobPostingCard {
  return {
    id,
    title: `Backend engineer ${id}`,
    content_language: 'en',
    available_languages: ['en', 'ja'],
    company: { id: 500 + id, name: `Sakura Cloud ${id}`, logo_url: null },
    job_position: { id: 11, name: 'Backend engineer' },
    employment_type: { id: 1, name: 'Full-time' },
    salary: { min: 6_000_000, max: 9_000_000, negotiable: false, currency: 'JPY' },
    prefectures: [{ id: 13, name: 'Tokyo' }],
    remote_option: 2,
    required_japanese: { id: 2, name: 'N2' },
    required_english: { id: 3, name: 'Business' },
    english_usage_percent: { id: 3, name: '30–50%' },
    visa_sponsorship: 1,
    overseas_application_allowed: true,
    featured_skills: [{ id: 201, name: 'AWS' }],
    published_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    is_closed: false,
    ...overrides,
  };
}

export function searchResponse(
  cards: JobPostingCard[],
  meta: Partial<JobSearchResponse['meta']> = {},
  suggestions: JobSearchResponse['suggestions'] = [],
): JobSearchResponse {
  return {
    data: cards,
    meta: {
      current_page: 1,
      per_page: 10,
      total: cards.length,
      total_is_capped: false,
      last_page: 1,
      company: null,
      ...meta,
    },
    suggestions,
  };
}

export function jobDetail(overrides: Partial<JobPostingDetail> = {}): JobPostingDetail {
  return {
    id: 42,
    title: 'Senior backend engineer (Go)',
    description: 'Build the payments API.\nOwn the on-call rota.',
    requirements: '5 years of server-side work.',
    preferred: 'Kubernetes in production.',
    selection_flow: 'Document screening\nFirst interview\nFinal interview',
    benefits: 'Housing allowance',
    status: 3,
    is_closed: false,
    closed_at: null,
    posting_language: 1,
    content_language: 'en',
    available_languages: ['en', 'ja'],
    job_position: { id: 11, name: 'Backend engineer' },
    employment_type: { id: 1, name: 'Full-time' },
    prefectures: [{ id: 13, name: 'Tokyo' }],
    city: { id: 1310, name: 'Shibuya' },
    industries: [{ id: 1, name: 'Internet services' }],
    appeal_points: [{ id: 23, name: 'Bonus' }],
    required_skills: [
      { skill: { id: 101, name: 'Go' }, years_of_experience_range: { id: 5, name: '5 years or more' } },
      { skill: { id: 102, name: 'TypeScript' }, years_of_experience_range: null },
    ],
    featured_skills: [{ id: 201, name: 'AWS' }],
    required_japanese: { id: 3, name: 'N3' },
    required_english: { id: 3, name: 'Business' },
    language_requirements: [{ language: { id: 12, name: 'English' }, score_level: { id: 7, name: 'TOEIC 800+' } }],
    foreigner_percent: { id: 3, name: '30–50%' },
    english_usage_percent: { id: 4, name: '50–70%' },
    remote_option: 3,
    visa_sponsorship: 1,
    overseas_application_allowed: true,
    salary: { min: 8_000_000, max: 12_000_000, negotiable: true, currency: 'JPY' },
    published_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    updated_at: new Date().toISOString(),
    company: {
      id: 9,
      name: 'Sakura Cloud KK',
      ceo_name: 'Hana Mori',
      location: {
        prefecture: { id: 13, name: 'Tokyo' },
        city: { id: 1310, name: 'Shibuya' },
        address: '1-2-3 Dogenzaka',
      },
      founded_on: '2015-04-01',
      capital_jpy: 50_000_000,
      company_size: { id: 3, name: '101–500 employees' },
      is_listed: false,
      industry: { id: 1, name: 'Internet services' },
      industries: [{ id: 1, name: 'Internet services' }],
      website_url: 'https://sakura.example',
      logo_url: null,
      cover_url: null,
    },
    ...overrides,
  };
}

const item = (id: number, name: string, extra: object = {}) => ({ id, name, ...extra });

/** Reference lists the filters read, small and fictional. */
export const FILTER_MASTERS: Record<string, unknown[]> = {
  'GET /api/v2/masters/japan-prefectures': [item(13, 'Tokyo', { region_id: 3 }), item(27, 'Osaka', { region_id: 5 })],
  'GET /api/v2/masters/job-positions': [item(11, 'Backend engineer', { category_id: 1 })],
  'GET /api/v2/masters/employment-types': [item(1, 'Full-time'), item(2, 'Contract')],
  'GET /api/v2/masters/industries': [item(1, 'Internet services', { category_id: 1 })],
  'GET /api/v2/masters/appeal-points': [item(23, 'Bonus')],
  'GET /api/v2/masters/skills': [item(101, 'Go', { category_id: 2 }), item(201, 'AWS', { category_id: 1 })],
  'GET /api/v2/masters/languages': [item(12, 'English', { code: 'en' }), item(30, 'Chinese', { code: 'zh' })],
  'GET /api/v2/masters/language-score-levels': [
    item(7, 'TOEIC 800+', { language_id: 12, certificate_id: 1, min_score: 800 }),
  ],
  'GET /api/v1/jlpt-score-levels': [item(1, 'N1'), item(2, 'N2'), item(6, 'None')],
  'GET /api/v1/people-percent': [
    item(1, '0–10%', { min_percent: 0, max_percent: 10 }),
    item(3, '30–50%', { min_percent: 30, max_percent: 50 }),
  ],
};

/** The fake server for the job pages: app token, masters, suggestions; `routes` adds or overrides. */
export function jobsApi(routes: Routes = {}) {
  const masters = Object.fromEntries(
    Object.entries(FILTER_MASTERS).map(([route, data]) => [route, { body: { data } }]),
  );
  return mockApi({
    'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app-token', expires_in: 3600 } },
    'POST /api/v1/popular-keywords/search': { body: { data: [item(1, 'React'), item(2, 'React Native')] } },
    ...masters,
    ...routes,
  });
}
