import { describe, expect, it } from 'vitest';
import { signedInApplicant } from '../../../test/applicant-client.ts';
import { callAs, signedInAdmin, signedInCompany } from '../../../test/company-factories.ts';
import { appToken } from '../../../test/factories.ts';
import { buildPosting } from '../../../test/job-factories.ts';
import { useTestContext } from '../../../test/test-app.ts';
import { likeApplicant, scoutApplicant } from './company-approaches.service.ts';

const ctx = useTestContext();

const V2 = '/api/v2/customer/approach';
const V1 = '/api/v1/approach-lists/applicants';

type Method = 'GET' | 'POST' | 'PUT';
/** Every applicant endpoint, with a body that would be valid for the owner. */
function endpoints(postingId: number, approachId: number): [Method, string, unknown?][] {
  return [
    ['GET', `${V2}/applies`],
    ['GET', `${V2}/interests`],
    ['GET', `${V2}/scouts`],
    ['GET', `${V2}/hidden`],
    ['GET', `${V2}/recommend`],
    ['GET', `${V2}/saves`],
    ['GET', `${V2}/unread`],
    ['GET', `${V2}/job-posting/${postingId}`],
    ['POST', `${V2}/read`, { list: 'scouted', approach_id: approachId }],
    ['POST', `${V2}/hide`, { job_posting_id: postingId }],
    ['POST', `${V2}/store-apply`, { job_posting_id: postingId }],
    ['POST', `${V2}/save`, { job_posting_id: postingId }],
    ['POST', `${V2}/unsave`, { job_posting_id: postingId }],
    ['POST', `${V2}/visible`, { job_posting_id: postingId }],
    ['POST', `${V2}/know-more`, { job_posting_id: postingId }],
    ['POST', `${V2}/scout-reply`, { job_posting_id: postingId, reply: 'like' }],
    ['POST', `${V2}/has-approach`, { job_posting_ids: [postingId] }],
    ['GET', `${V1}/pins`],
    ['GET', `${V1}/matches`],
    ['POST', `${V1}/pin-response`, { id: approachId, response: 'like' }],
    ['PUT', `${V1}/mark-as-read-match/${approachId}`],
    ['PUT', `${V1}/mark-as-read-pin/${approachId}`],
    ['PUT', `${V1}/mark-as-visible-pin/${approachId}`],
    ['PUT', `${V1}/mark-as-hidden-pin/${approachId}`],
    ['POST', '/api/v1/interests/search', {}],
    ['POST', '/api/v1/applies/search', {}],
  ];
}

describe('approach authorization', () => {
  it('answers 401 to guests and 403 to company and admin users on every applicant endpoint', async () => {
    const company = await signedInCompany(ctx);
    const admin = await signedInAdmin(ctx);
    const guest = callAs(ctx, await appToken(ctx));
    const posting = await buildPosting(ctx, company.companyId);
    for (const [method, url, body] of endpoints(posting.id, 1)) {
      expect((await company.call(method, url, body)).statusCode, `company ${method} ${url}`).toBe(403);
      expect((await admin.call(method, url, body)).statusCode, `admin ${method} ${url}`).toBe(403);
      expect((await guest(method, url, body)).statusCode, `guest ${method} ${url}`).toBe(401);
    }
  });

  it("gives another applicant 404 for someone else's approach ids and shows them none of its state", async () => {
    const company = await signedInCompany(ctx);
    const owner = await signedInApplicant(ctx);
    const other = await signedInApplicant(ctx);
    const posting = await buildPosting(ctx, company.companyId);
    await scoutApplicant(ctx.deps, company.companyId, owner.id, posting.id);
    const liked = await likeApplicant(ctx.deps, company.companyId, owner.id, posting.id);
    const byId: [Method, string, unknown?][] = [
      ['POST', `${V2}/read`, { list: 'scouted', approach_id: liked.id }],
      ['POST', `${V1}/pin-response`, { id: liked.id, response: 'like' }],
      ['PUT', `${V1}/mark-as-read-match/${liked.id}`],
      ['PUT', `${V1}/mark-as-read-pin/${liked.id}`],
      ['PUT', `${V1}/mark-as-visible-pin/${liked.id}`],
      ['PUT', `${V1}/mark-as-hidden-pin/${liked.id}`],
    ];
    for (const [method, url, body] of byId) {
      expect((await other.call(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // The other applicant has no scout for the posting and sees nothing of the owner's.
    const reply = await other.call('POST', `${V2}/scout-reply`, { job_posting_id: posting.id, reply: 'like' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe('There is no scout for this job.');
    const state = (await other.call('GET', `${V2}/job-posting/${posting.id}`)).json().data;
    expect(state).toMatchObject({ approach_id: null, scout: null, pin: null, saved: false });
    expect((await other.call('GET', `${V2}/scouts`)).json().data).toEqual([]);
    expect((await other.call('POST', `${V2}/has-approach`, { job_posting_ids: [posting.id] })).json().data).toEqual({});
    // The owner's approach is untouched.
    const mine = (await owner.call('GET', `${V1}/pins`)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0].pin).toMatchObject({ response: null, hidden: false, read: false });
  });
});
