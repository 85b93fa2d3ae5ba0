import { describe, expect, it } from 'vitest';
import { bearer, buildUser, loginAs, randomIp } from './factories.ts';
import { experienceInput } from './profile-inputs.ts';
import { useTestContext } from './test-app.ts';

const ctx = useTestContext();

/** One past the largest PostgreSQL integer: no record has it, and the database refuses it as a parameter. */
const TOO_BIG = 2_147_483_648;

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  /** Sent without the applicant's bearer (signed media links). */
  anonymous?: boolean;
}

const item = (url: string): Case[] => [
  { name: `GET ${url}/{id}`, method: 'GET', url: `${url}/${TOO_BIG}` },
  { name: `DELETE ${url}/{id}`, method: 'DELETE', url: `${url}/${TOO_BIG}` },
];

const CASES: Case[] = [
  ...item('/api/v1/applicant-experiences'),
  {
    name: 'PUT experience',
    method: 'PUT',
    url: `/api/v1/applicant-experiences/${TOO_BIG}`,
    payload: experienceInput(),
  },
  ...item('/api/v1/applicant-educations'),
  ...item('/api/v1/applicant-skills'),
  ...item('/api/v1/applicant-position-experiences'),
  { name: 'DELETE excluded company', method: 'DELETE', url: `/api/v1/applicant-excluded-companies/${TOO_BIG}` },
  { name: 'DELETE photo', method: 'DELETE', url: `/api/v2/applicant/profile-photo/${TOO_BIG}` },
  { name: 'DELETE video', method: 'DELETE', url: `/api/v2/applicant/profile-video/${TOO_BIG}` },
  {
    name: 'GET a signed media file',
    method: 'GET',
    url: `/api/files/profile-media/${TOO_BIG}?expires=4102444800&signature=abc`,
    anonymous: true,
  },
  {
    name: 'PUT preferences with a prefecture id',
    method: 'PUT',
    url: '/api/v1/applicant-preferences',
    payload: { prefecture_ids: [TOO_BIG] },
  },
  {
    name: 'PUT preferences with a job search status id',
    method: 'PUT',
    url: '/api/v1/applicant-preferences',
    payload: { job_search_status_id: TOO_BIG },
  },
  {
    name: 'POST skills sync',
    method: 'POST',
    url: '/api/v1/applicant-skills/sync',
    payload: { applicant_skills: [{ skill_id: TOO_BIG, years_of_experience_range_id: 2 }] },
  },
  {
    name: 'POST position experiences sync',
    method: 'POST',
    url: '/api/v1/applicant-position-experiences/sync',
    payload: { applicant_position_experiences: [{ job_position_id: 1, years_of_experience_range_id: TOO_BIG }] },
  },
  {
    name: 'POST experience with an industry id',
    method: 'POST',
    url: '/api/v1/applicant-experiences',
    payload: experienceInput({ industry_id: TOO_BIG }),
  },
  {
    name: 'POST experiences sync with an experience id',
    method: 'POST',
    url: '/api/v1/applicant-experiences/sync',
    payload: { experiences: [{ ...experienceInput(), id: TOO_BIG }] },
  },
  {
    name: 'POST delete-account with a reason id',
    method: 'POST',
    url: '/api/v1/user/delete-account',
    payload: { reason_id: TOO_BIG },
  },
];

describe('ids beyond the database integer range', () => {
  it.each(CASES)('$name answers 404 or 422, not 500', async ({ method, url, payload, anonymous }) => {
    const user = await buildUser(ctx);
    const { access_token } = await loginAs(ctx, user);
    const res = await ctx.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: anonymous ? {} : bearer(access_token),
      remoteAddress: randomIp(),
    });
    expect([404, 422], `${res.statusCode} ${res.body}`).toContain(res.statusCode);
  });
});
