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

export { experienceInput, registrationInput } from './profile-inputs.ts';
