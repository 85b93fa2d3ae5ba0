import type { LightMyRequestResponse } from 'fastify';
import { bearer, buildUser, loginAs, randomIp } from './factories.ts';
import type { TestContext } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApplicantClient {
  id: number;
  token: string;
  call(method: Method, url: string, payload?: unknown, lang?: 'en' | 'ja'): Promise<LightMyRequestResponse>;
}

/** A signed-in applicant and a way to call the API as them, in a chosen language. */
export async function signedInApplicant(ctx: TestContext): Promise<ApplicantClient> {
  const user = await buildUser(ctx);
  const { access_token } = await loginAs(ctx, user);
  return {
    id: user.id,
    token: access_token,
    call: (method, url, payload, lang = 'en') =>
      ctx.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
        headers: { ...bearer(access_token), 'x-localization': lang },
        remoteAddress: randomIp(),
      }),
  };
}

/** A complete work experience as the form sends it; `overrides` change fields. */
export function experienceInput(overrides: Record<string, unknown> = {}) {
  return {
    company_name: 'Sakura Systems',
    industry_id: 1,
    employment_type_id: 1,
    job_title: 'Backend engineer',
    company_size_id: 3,
    period_from: '2019/04',
    period_to: '2022/03',
    is_current: false,
    work_detail: 'Designed and ran the payment API.',
    ...overrides,
  };
}
