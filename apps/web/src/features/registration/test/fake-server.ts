import type { Experience } from '@hashi/shared/experience.schema';
import type { Profile } from '@hashi/shared/profile.schema';
import { applicantAuth, mockApi, type RecordedCall, userAuth } from '../../auth/test/mock-api.ts';

const list = (items: object[]) => ({ body: { data: items } });
const named = (pairs: Array<[number, string]>) => pairs.map(([id, name]) => ({ id, name }));

/** The reference lists the wizard reads, small but shaped as the server answers them. */
export const MASTERS = {
  'skill-categories': named([
    [1, 'Languages'],
    [2, 'Frameworks'],
  ]),
  skills: [
    { id: 101, name: 'TypeScript', category_id: 1 },
    { id: 102, name: 'Go', category_id: 1 },
    { id: 103, name: 'React', category_id: 2 },
  ],
  'yoe-ranges': named([
    [1, 'None'],
    [2, 'Less than 1 year'],
    [3, '1–3 years'],
    [4, '3–5 years'],
    [5, '5 years or more'],
  ]),
  'job-position-categories': named([
    [1, 'Software development'],
    [3, 'Infrastructure and cloud'],
  ]),
  'job-positions': [
    { id: 201, name: 'Backend engineer', category_id: 1 },
    { id: 202, name: 'Frontend engineer', category_id: 1 },
    { id: 203, name: 'Site reliability engineer', category_id: 3 },
  ],
  'writing-levels': named([
    [1, 'Native'],
    [2, 'Fluent'],
    [3, 'Business'],
    [4, 'Daily conversation'],
    [5, 'Greetings only'],
    [6, 'None'],
  ]),
  'japanese-language-experiences': named([
    [1, 'I have worked in Japanese in Japan'],
    [6, 'No experience'],
  ]),
  languages: [
    { id: 12, name: 'English', code: 'en' },
    { id: 23, name: 'Japanese', code: 'ja' },
    { id: 301, name: 'Vietnamese', code: 'vi' },
    { id: 302, name: 'Korean', code: 'ko' },
  ],
  'jlpt-score-levels': named([
    [1, 'N1'],
    [2, 'N2'],
    [3, 'N3'],
    [4, 'N4'],
    [5, 'N5'],
    [6, 'None'],
  ]),
  nationalities: [
    { id: 104, name: 'Japan', code: 'JP' },
    { id: 105, name: 'Vietnam', code: 'VN' },
  ],
  countries: [
    { id: 104, name: 'Japan', code: 'JP' },
    { id: 105, name: 'Vietnam', code: 'VN' },
  ],
  'japan-prefectures': [
    { id: 13, name: 'Tokyo', region_id: 3 },
    { id: 27, name: 'Osaka', region_id: 5 },
  ],
  'work-permissions': named([
    [1, 'Japanese national'],
    [3, 'I have a work visa'],
  ]),
  'visa-statuses': named([
    [1, 'Engineer / Specialist in Humanities / International Services'],
    [19, 'No status of residence'],
  ]),
  'dialing-codes': [{ id: 104, name: 'Japan', code: '+81', country_id: 104 }],
  industries: [{ id: 1, name: 'Internet services', category_id: 1 }],
  'employment-types': named([
    [1, 'Full-time'],
    [2, 'Contract'],
  ]),
  'company-sizes': [{ id: 3, name: '50–99 employees', min_employees: 50, max_employees: 99 }],
  currencies: [{ id: 1, name: 'Japanese yen', code: 'JPY', symbol: '¥' }],
  'working-statuses': named([
    [1, 'Employed full-time'],
    [5, 'Not working'],
  ]),
  'income-ranges': [{ id: 5, name: '¥6M–¥7M', min_amount: 6_000_000, max_amount: 7_000_000 }],
  channels: named([
    [1, 'Search engine (Google and others)'],
    [2, 'LinkedIn'],
    [9, 'A friend or colleague'],
  ]),
};

const V1_LISTS = new Set(['jlpt-score-levels']);
type Reply = { status?: number; body?: unknown };
type Routes = Record<string, Reply | ((call: RecordedCall) => Reply | Promise<Reply>)>;

/**
 * A fake API holding one applicant's profile: every save changes it as the server would, so the
 * wizard can be driven from step to step and a reload (a new render) reads what was saved.
 */
export function fakeServer(initial: Profile, overrides: Routes = {}) {
  const state = structuredClone(initial);
  let nextId = 500;
  /** How the applicant heard of Hashi: not asked yet. */
  let channel: { answered: boolean; channel_id: number | null } = { answered: false, channel_id: null };
  type Sent = {
    applicant_skills: object[];
    applicant_position_experiences: object[];
    english_certificates: object[];
    other_languages: object[];
    current_step: number;
    company_name: string;
  };
  const body = (call: RecordedCall) => call.body as Sent;
  const experienceRoutes: Routes = {};
  const saveExperience = (id: number) => (call: RecordedCall) => {
    const saved = { ...body(call), id } as unknown as Experience;
    const at = state.experiences.findIndex((e) => e.id === id);
    if (at >= 0) state.experiences[at] = saved;
    else state.experiences.push(saved);
    return { status: at >= 0 ? 200 : 201, body: { data: saved } };
  };
  for (let id = 1; id <= 3; id++) {
    experienceRoutes[`PUT /api/v1/applicant-experiences/${id}`] = saveExperience(id);
    experienceRoutes[`DELETE /api/v1/applicant-experiences/${id}`] = () => {
      state.experiences = state.experiences.filter((e) => e.id !== id);
      return { status: 204 };
    };
  }
  const routes: Routes = {
    'POST /oauth/token': { body: { token_type: 'Bearer', access_token: 'app', expires_in: 3600 } },
    'GET /api/v1/user/auth': () => ({ body: userAuth({ current_step: state.current_step }) }),
    'GET /api/v1/applicants/auth': () => ({
      body: applicantAuth({ current_step: state.current_step, registered_at: state.registered_at }),
    }),
    ...Object.fromEntries(
      Object.entries(MASTERS).map(([name, items]) => [
        `GET ${V1_LISTS.has(name) ? '/api/v1' : '/api/v2/masters'}/${name}`,
        list(items),
      ]),
    ),
    'GET /api/v2/applicant/profile': () => ({ body: { data: state } }),
    'POST /api/v1/applicant-skills/sync': (call) => {
      state.skills = body(call).applicant_skills.map((s, i) => ({ id: i + 1, ...s })) as Profile['skills'];
      return { body: { data: state.skills } };
    },
    'POST /api/v1/applicant-position-experiences/sync': (call) => {
      state.position_experiences = body(call).applicant_position_experiences.map((s, i) => ({
        id: i + 1,
        ...s,
      })) as Profile['position_experiences'];
      return { body: { data: state.position_experiences } };
    },
    'PUT /api/v1/applicant-languages': (call) => {
      const sent = body(call);
      Object.assign(state.languages, sent, {
        english_certificates: sent.english_certificates.map((c, i) => ({ id: i + 1, ...c })),
        other_languages: sent.other_languages.map((l, i) => ({ id: i + 1, ...l })),
      });
      return { body: { data: state.languages } };
    },
    'POST /api/v1/applicant-basic-personal-information': (call) => {
      Object.assign(state.basic_personal_information, body(call));
      return { body: { data: state.basic_personal_information } };
    },
    'PUT /api/v1/profile/contact-information': (call) => {
      Object.assign(state.contact_information, body(call));
      return { body: { data: state.contact_information } };
    },
    'PUT /api/v1/applicants/current-step': (call) => {
      state.current_step = body(call).current_step;
      return { body: { current_step: state.current_step, registered_at: null } };
    },
    'POST /api/v1/applicant-experiences': (call) => saveExperience(nextId++)(call),
    ...experienceRoutes,
    'POST /api/v1/applicant-excluded-companies': (call) => {
      const entry = { id: nextId++, company_name: body(call).company_name, company_id: null };
      state.excluded_companies.push(entry);
      return { status: 201, body: { data: entry } };
    },
    'POST /api/v2/applicant/profile': () => {
      state.current_step = Math.max(state.current_step, 3);
      return { body: { current_step: state.current_step, id: state.id } };
    },
    'GET /api/v1/applicants/channel': () => ({ body: { data: channel } }),
    'PUT /api/v1/applicants/channel': (call) => {
      if (channel.answered) return { status: 409, body: { message: 'Already answered.', code: 'conflict' } };
      channel = { answered: true, channel_id: (call.body as { channel_id: number | null }).channel_id };
      return { body: { data: channel } };
    },
    'PUT /api/v1/applicants/complete-step': () => {
      state.current_step = 4;
      state.registered_at = '2026-11-22T09:00:00.000Z';
      return { body: { current_step: 4, registered_at: state.registered_at } };
    },
    ...overrides,
  };
  return { ...mockApi(routes), state };
}
