import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/company-factories.ts';
import { randomIp } from '../../../test/factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { DEMO_EMPLOYER_PASSWORD, demoEmployerEmail } from './demo-accounts.ts';
import { DEMO_APPLICANT_EMAIL, DEMO_APPLICANT_PASSWORD, seedDemoApplicant } from './demo-applicant.ts';
import { prepareDemoSeed, seedDemoData } from './demo-data.service.ts';

const ctx = useTestContext();

const E = '/api/v1/employer';
const V2 = '/api/v2/customer/approach';

async function signIn(email: string, password: string, type: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password, type },
    remoteAddress: randomIp(),
  });
  expect(res.statusCode, email).toBe(200);
  return callAs(ctx, res.json().access_token);
}

const seed = (s: string) => seedDemoData(ctx.deps.db, { seed: s, companies: 4, postings: 60, now: new Date() });

describe('demo applicant', () => {
  it('signs in to the applicant app with scouts, pins, matches and applications that the demo employers see too', async () => {
    await seed('hashi');
    const me = await signIn(DEMO_APPLICANT_EMAIL, DEMO_APPLICANT_PASSWORD, 1);
    const unread = (await me('GET', `${V2}/unread`)).json().data;
    expect(unread.scouted).toBe(1);
    expect((await me('GET', `${V2}/applies`)).json().data).toHaveLength(2);
    expect((await me('GET', '/api/v1/approach-lists/applicants/matches')).json().data).toHaveLength(2);
    expect((await me('GET', `${V2}/saves`)).json().data).toHaveLength(1);

    const employer1 = await signIn(demoEmployerEmail(1), DEMO_EMPLOYER_PASSWORD, 2);
    const [application] = (await employer1('GET', `${E}/applications`)).json().data;
    expect(application).toMatchObject({ applicant: { name: 'Arjun Mehta' }, status: { id: 2 } });
    const profile = (await employer1('GET', `${E}/applicants/${application.applicant.id}`)).json().data;
    expect(profile.contact).toMatchObject({ email: DEMO_APPLICANT_EMAIL });

    const employer2 = await signIn(demoEmployerEmail(2), DEMO_EMPLOYER_PASSWORD, 2);
    expect((await employer2('GET', `${E}/matches`)).json().data).toHaveLength(1);
    const [fresh] = (await employer2('GET', `${E}/applications`)).json().data;
    expect(fresh.status.id).toBe(1);
    expect((await employer2('GET', `${E}/applicants/${fresh.applicant.id}`)).json().data.contact).toBeNull();

    const employer3 = await signIn(demoEmployerEmail(3), DEMO_EMPLOYER_PASSWORD, 2);
    expect((await employer3('GET', `${E}/scout-replies?reply=know_more`)).json().data).toHaveLength(1);
    const search = (await employer3('GET', `${E}/applicants`)).json();
    expect(search.meta.total).toBe(5);
  });

  it('keeps one demo applicant after --replace and gives them fresh approaches; writes nothing in production', async () => {
    await prepareDemoSeed(ctx.deps.db, { replace: true, production: false });
    await seed('other');
    const users = await ctx.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO_APPLICANT_EMAIL)
      .execute();
    expect(users).toHaveLength(1);
    const me = await signIn(DEMO_APPLICANT_EMAIL, DEMO_APPLICANT_PASSWORD, 1);
    expect((await me('GET', `${V2}/applies`)).json().data).toHaveLength(2);
    expect(await seedDemoApplicant(ctx.deps.db, [], { production: true })).toBe(0);
  });
});
