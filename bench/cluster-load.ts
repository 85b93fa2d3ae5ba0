import { randomUUID } from 'node:crypto';
import { BENCH_PASSWORD, type ClusterData } from './cluster-data.ts';
import { searchQueries } from './search-queries.ts';

/**
 * The cluster benchmark's mixed workload (issue 15): guests searching and opening postings,
 * applicants logging in, searching, saving, applying and messaging, companies scouting and
 * messaging. Each kind of request has a weight; `runPaced` sends the mix at a fixed rate whatever
 * the answers take (an open loop: a slow answer does not slow the sender, so latencies are not
 * hidden), `runSaturated` keeps a number of requests in flight back to back (a closed loop, for
 * the most a target can do).
 */

export type Category = 'search' | 'read' | 'write' | 'login';

interface Request {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}

export interface Kind {
  name: string;
  category: Category;
  weight: number;
  make(): Request;
  /** The statuses that count as success (a second apply to one posting answers 409, which is right). */
  ok?: (status: number) => boolean;
}

export interface Sessions {
  guestToken: string;
  applicants: Array<{ token: string; email: string }>;
  companies: Array<{ token: string; companyId: number; postingId: number; email: string }>;
  /** Threads with both sides' tokens. */
  threads: Array<{ code: string; applicantToken: string; companyToken: string }>;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
/** A different client address per request: rate limits count per address (behind the balancer, X-Forwarded-For). */
const randomAddress = () =>
  `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

async function call(base: string, request: Request): Promise<{ status: number; body: string }> {
  const res = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomAddress(),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
    },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  return { status: res.status, body: await res.text() };
}

async function login(base: string, email: string, type: 1 | 2): Promise<string> {
  const { status, body } = await call(base, {
    method: 'POST',
    path: '/api/v1/login',
    body: { email, password: BENCH_PASSWORD, type },
  });
  if (status !== 200) throw new Error(`login of ${email} answered ${status}: ${body.slice(0, 200)}`);
  return (JSON.parse(body) as { access_token: string }).access_token;
}

/** Signs in the applicants and companies the workload acts as (logins measured apart, in the mix). */
export async function openSessions(base: string, data: ClusterData, applicantCount: number): Promise<Sessions> {
  const token = await call(base, {
    method: 'POST',
    path: '/oauth/token',
    body: { grant_type: 'client_credentials', client_id: 'hashi-web' },
  });
  const guestToken = (JSON.parse(token.body) as { access_token: string }).access_token;
  const companyTokens = new Map<string, string>();
  for (const company of data.companies) companyTokens.set(company.email, await login(base, company.email, 2));
  const threadApplicants = new Map<string, string>();
  const threads: Sessions['threads'] = [];
  for (const thread of data.threads.slice(0, applicantCount)) {
    const applicantToken = threadApplicants.get(thread.applicantEmail) ?? (await login(base, thread.applicantEmail, 1));
    threadApplicants.set(thread.applicantEmail, applicantToken);
    threads.push({ code: thread.code, applicantToken, companyToken: companyTokens.get(thread.companyEmail) as string });
  }
  return {
    guestToken,
    applicants: [...threadApplicants].map(([email, t]) => ({ email, token: t })),
    companies: data.companies.map((c) => ({ ...c, token: companyTokens.get(c.email) as string })),
    threads,
  };
}

/** The mix; weights are shares of all requests (they add up to 100). */
export function workload(data: ClusterData, sessions: Sessions): Kind[] {
  const queries = searchQueries();
  const posting = () => pick(data.postingIds);
  const applicant = () => pick(sessions.applicants);
  const thread = () => pick(sessions.threads);
  const company = () => pick(sessions.companies);
  const search = (token: string): Request => ({
    method: 'POST',
    path: '/api/v1/customer-job-postings/search',
    token,
    body: pick(queries),
  });
  return [
    { name: 'guest: search', category: 'search', weight: 30, make: () => search(sessions.guestToken) },
    {
      name: 'guest: open a posting',
      category: 'read',
      weight: 15,
      make: () => ({ method: 'GET', path: `/api/v1/job-postings/details?id=${posting()}`, token: sessions.guestToken }),
    },
    { name: 'applicant: search', category: 'search', weight: 12, make: () => search(applicant().token) },
    {
      name: 'applicant: open a posting',
      category: 'read',
      weight: 5,
      make: () => ({ method: 'GET', path: `/api/v1/job-postings/details?id=${posting()}`, token: applicant().token }),
    },
    {
      name: 'applicant: recommended jobs',
      category: 'read',
      weight: 4,
      make: () => ({ method: 'POST', path: '/api/v1/job-postings/recommended', token: applicant().token, body: {} }),
    },
    {
      name: 'applicant: message threads',
      category: 'read',
      weight: 5,
      make: () => ({ method: 'GET', path: '/api/v2/customer/messages/threads', token: thread().applicantToken }),
    },
    {
      name: 'applicant: save a posting',
      category: 'write',
      weight: 5,
      make: () => ({
        method: 'POST',
        path: '/api/v2/customer/approach/save',
        token: applicant().token,
        body: { job_posting_id: posting() },
      }),
    },
    {
      name: 'applicant: apply',
      category: 'write',
      weight: 3,
      make: () => ({
        method: 'POST',
        path: '/api/v2/customer/approach/store-apply',
        token: applicant().token,
        body: { job_posting_id: posting(), answers: [] },
      }),
      // Applying twice to one posting is refused as it should be.
      ok: (status) => status === 201 || status === 409,
    },
    {
      name: 'applicant: send a message',
      category: 'write',
      weight: 4,
      make: () => {
        const t = thread();
        return {
          method: 'POST',
          path: `/api/v2/customer/messages/threads/${t.code}/messages`,
          token: t.applicantToken,
          body: { body: 'Thank you, could we talk next week?', client_id: randomUUID() },
        };
      },
    },
    {
      name: 'applicant: log in',
      category: 'login',
      weight: 2,
      make: () => ({
        method: 'POST',
        path: '/api/v1/login',
        body: {
          email: `applicant${1 + Math.floor(Math.random() * data.applicants)}@bench.example`,
          password: BENCH_PASSWORD,
          type: 1,
        },
      }),
    },
    {
      name: 'company: scout',
      category: 'write',
      weight: 3,
      make: () => {
        const c = company();
        return {
          method: 'POST',
          path: `/api/v1/employer/applicants/${1 + Math.floor(Math.random() * data.applicants)}/scout`,
          token: c.token,
          body: {
            job_posting_id: c.postingId,
            body: 'Your experience fits our platform team; would you like to talk?',
          },
        };
      },
      // An applicant already scouted for that posting, or one who is not an applicant (a company
      // member's id), is refused as it should be.
      ok: (status) => status === 200 || status === 201 || status === 404 || status === 409,
    },
    {
      name: 'company: message threads',
      category: 'read',
      weight: 6,
      make: () => ({ method: 'GET', path: '/api/v1/employer/messages/threads', token: thread().companyToken }),
    },
    {
      name: 'company: send a message',
      category: 'write',
      weight: 6,
      make: () => {
        const t = thread();
        return {
          method: 'POST',
          path: `/api/v1/employer/messages/threads/${t.code}/messages`,
          token: t.companyToken,
          body: { body: 'Could you tell us when you are free for an interview?', client_id: randomUUID() },
        };
      },
    },
  ];
}

export interface KindResult {
  name: string;
  category: Category;
  sent: number;
  /** Requests that did not succeed, the balancer's refusals included. */
  failed: number;
  /** Of the failed, those the balancer refused without passing them on (shed: its queue was full). */
  refused: number;
  /** Latencies of the requests an instance answered, in ms (a refusal says nothing of Hashi's speed). */
  latencies: number[];
  /** The first few failures, for the report. */
  samples: string[];
}

export interface RunResult {
  seconds: number;
  kinds: KindResult[];
  sent: number;
  failed: number;
  refused: number;
}

/**
 * HAProxy's own 503 (its queue for the servers was full, or no server is up): the request never
 * reached an instance. An instance's 503 is JSON.
 */
const isRefusal = (status: number, body: string) => status === 503 && body.includes('No server is available');

function chooser(kinds: Kind[]): () => Kind {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  return () => {
    let r = Math.random() * total;
    for (const kind of kinds) {
      r -= kind.weight;
      if (r < 0) return kind;
    }
    return kinds[kinds.length - 1] as Kind;
  };
}

function recorder(kinds: Kind[]) {
  const results = new Map<string, KindResult>(
    kinds.map((k) => [
      k.name,
      { name: k.name, category: k.category, sent: 0, failed: 0, refused: 0, latencies: [], samples: [] },
    ]),
  );
  const send = async (base: string, kind: Kind) => {
    const result = results.get(kind.name) as KindResult;
    result.sent += 1;
    const started = performance.now();
    try {
      const { status, body } = await call(base, kind.make());
      const ok = kind.ok ? kind.ok(status) : status >= 200 && status < 300;
      if (isRefusal(status, body)) result.refused += 1;
      else result.latencies.push(performance.now() - started);
      if (!ok) {
        result.failed += 1;
        const sample = `${status} ${body.replace(/\s+/g, ' ').slice(0, 160)}`;
        if (result.samples.length < 3 && !result.samples.includes(sample)) result.samples.push(sample);
      }
    } catch (error) {
      result.failed += 1;
      const sample = (error as Error).message;
      if (result.samples.length < 3 && !result.samples.includes(sample)) result.samples.push(sample);
    }
  };
  const finish = (seconds: number): RunResult => {
    const all = [...results.values()];
    return {
      seconds,
      kinds: all,
      sent: all.reduce((n, k) => n + k.sent, 0),
      failed: all.reduce((n, k) => n + k.failed, 0),
      refused: all.reduce((n, k) => n + k.refused, 0),
    };
  };
  return { send, finish };
}

/** The mix at `rate` requests a second for `seconds`, sent on schedule (in 10 ms slices). */
export async function runPaced(base: string, kinds: Kind[], rate: number, seconds: number): Promise<RunResult> {
  const next = chooser(kinds);
  const { send, finish } = recorder(kinds);
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let due = 0;
  while (performance.now() - started < seconds * 1000) {
    const shouldHaveSent = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; due < shouldHaveSent; due += 1) {
      const p = send(base, next()).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inFlight);
  return finish((performance.now() - started) / 1000);
}

/** `concurrency` requests of the mix in flight at all times for `seconds`. */
export async function runSaturated(
  base: string,
  kinds: Kind[],
  concurrency: number,
  seconds: number,
): Promise<RunResult> {
  const next = chooser(kinds);
  const { send, finish } = recorder(kinds);
  const started = performance.now();
  const loop = async () => {
    while (performance.now() - started < seconds * 1000) await send(base, next());
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return finish((performance.now() - started) / 1000);
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
};
