import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';

/**
 * What the fault tests do to the cluster: sign applicants up (straight into the database: argon2
 * once for all of them), send realistic traffic through HAProxy, retry a write that failed in flight
 * with the same client id or natural key, record every write the service acknowledged, and read the
 * primary afterwards to check that each is there exactly once.
 */

const PASSWORD = 'Bridge2026x';

export interface Applicant {
  id: number;
  email: string;
  token: string;
}

export interface Reply {
  /** The HTTP status, or 0 when no answer came (a broken or refused connection). */
  status: number;
  body: unknown;
}

/** A different client address per caller, so that per-IP rate limits do not count the test as one client. */
export const randomIp = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

/** One request; never throws: a connection that broke answers status 0. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'x-localization': 'en', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (HAProxy's own error pages): kept as text.
    }
    return { status: res.status, body };
  } catch (error) {
    return {
      status: 0,
      body: error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error),
    };
  }
}

export function database(url: string) {
  return new pg.Pool({ connectionString: url, max: 4 });
}

/** `count` verified applicants with one password (hashed once), signed in through the balancer. */
export async function signUpApplicants(db: pg.Pool, baseUrl: string, count: number, tag: string): Promise<Applicant[]> {
  const hash = await hashPassword(PASSWORD);
  const applicants: Applicant[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `cluster-${tag}-${i}-${Date.now()}@example.com`;
    const { rows } = await db.query<{ id: number }>(
      `insert into users (email, password_hash, email_verified_at, password_set_at, registered_at)
       values ($1, $2, now(), now(), now()) returning id`,
      [email, hash],
    );
    const login = await call(baseUrl, 'POST', '/api/v1/login', {
      body: { email, password: PASSWORD, type: 1 },
      headers: { 'x-forwarded-for': randomIp() },
    });
    const token = (login.body as { access_token?: string }).access_token;
    if (login.status !== 200 || !token) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    applicants.push({ id: Number(rows[0]?.id), email, token });
  }
  return applicants;
}

/** Open postings an applicant can apply to, without questions to answer (demo data). */
export async function openPostings(db: pg.Pool, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select id from job_postings
     where status = 3 and not is_closed
       and (apply_questions is null or apply_questions = '[]'::jsonb)
     order by id limit $1`,
    [limit],
  );
  return rows.map((r) => Number(r.id));
}

/** Counts of one run of traffic, printed by each test. */
export interface Counts {
  sent: number;
  /** Requests that got no answer or an error status they should not have (each retried write counts here once per failure). */
  failed: number;
  /** Writes that failed in flight and were sent again with the same key. */
  retried: number;
  searches: number;
  saves: number;
  applies: number;
  messages: number;
  /** The first few failures, for the report. */
  failures: string[];
}

export interface Ledger {
  saves: Array<{ applicantId: number; postingId: number }>;
  applies: Array<{ applicantId: number; postingId: number }>;
  /** `at`: when the service acknowledged it (Date.now()). */
  messages: Array<{ applicantId: number; clientId: string; messageId: number; code: string; at: number }>;
}

/** Statuses a retried write may meet because its first try was applied after all. */
const RETRY_IS_DONE: Record<string, number[]> = { apply: [409] };
/** No answer, or the balancer's own: the write may or may not have been applied; it is sent again. */
const inFlightFailure = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

/**
 * Traffic through the balancer until stop(): `searchLoops` loops of job searches, and per applicant
 * one loop that saves a posting, applies to it and sends messages in its thread (client ids).
 * `retry`: a write that failed in flight is sent again, with the same key, until it is answered.
 */
export class Load {
  readonly counts: Counts = {
    sent: 0,
    failed: 0,
    retried: 0,
    searches: 0,
    saves: 0,
    applies: 0,
    messages: 0,
    failures: [],
  };
  readonly ledger: Ledger = { saves: [], applies: [], messages: [] };
  /** When each failure happened (Date.now()). */
  readonly failureTimes: number[] = [];
  private running = true;
  private readonly loops: Promise<void>[] = [];
  private nextPosting = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly db: pg.Pool,
    private readonly applicants: Applicant[],
    private readonly postings: number[],
    private readonly options: { searchLoops: number; pauseMs: number; retry: boolean },
  ) {}

  start(): this {
    for (let i = 0; i < this.options.searchLoops; i += 1) this.loops.push(this.searchLoop(i));
    for (const applicant of this.applicants) this.loops.push(this.writeLoop(applicant));
    return this;
  }

  async stop(): Promise<Counts> {
    this.running = false;
    await Promise.all(this.loops);
    return this.counts;
  }

  private fail(what: string, reply: Reply): void {
    this.counts.failed += 1;
    this.failureTimes.push(Date.now());
    if (this.counts.failures.length < 8) {
      this.counts.failures.push(`${what}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, this.options.pauseMs * (0.5 + Math.random())));
  }

  /** Sends until answered; a failure in flight is retried with the same body when `retry` is on. */
  private async write(kind: string, url: string, token: string, body: unknown, ok: number[]): Promise<Reply | null> {
    for (let attempt = 0; ; attempt += 1) {
      this.counts.sent += 1;
      const reply = await call(this.baseUrl, 'POST', url, { token, body });
      if (ok.includes(reply.status)) return reply;
      if (attempt > 0 && RETRY_IS_DONE[kind]?.includes(reply.status)) return reply;
      this.fail(`${kind} ${url}`, reply);
      if (!this.options.retry || !inFlightFailure(reply.status) || attempt >= 20) return null;
      this.counts.retried += 1;
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  }

  private async searchLoop(i: number): Promise<void> {
    const keywords = ['engineer', 'Tokyo', 'エンジニア', 'Java', 'remote', ''];
    const token = this.applicants[i % this.applicants.length]?.token;
    let n = i;
    while (this.running) {
      const keyword = keywords[n % keywords.length] ?? '';
      n += 1;
      this.counts.sent += 1;
      const reply = await call(this.baseUrl, 'POST', '/api/v1/customer-job-postings/search', {
        token,
        body: { ...(keyword ? { popular_keywords: keyword } : {}), page: 1, per_page: 10 },
      });
      if (reply.status === 200) this.counts.searches += 1;
      else this.fail('search', reply);
      await this.pause();
    }
  }

  private async threadCode(applicantId: number, postingId: number): Promise<string | undefined> {
    const { rows } = await this.db.query<{ thread_code: string }>(
      'select thread_code from approaches where applicant_id = $1 and job_posting_id = $2',
      [applicantId, postingId],
    );
    return rows[0]?.thread_code;
  }

  private async writeLoop(applicant: Applicant): Promise<void> {
    const threads: string[] = [];
    const base = '/api/v2/customer/approach';
    while (this.running) {
      const postingId = this.postings[this.nextPosting++ % this.postings.length] as number;
      const already = this.ledger.applies.some((a) => a.applicantId === applicant.id && a.postingId === postingId);
      if (!already) {
        const saved = await this.write('save', `${base}/save`, applicant.token, { job_posting_id: postingId }, [200]);
        if (saved) {
          this.counts.saves += 1;
          this.ledger.saves.push({ applicantId: applicant.id, postingId });
        }
        await this.pause();
        if (!this.running) break;
        const applied = await this.write(
          'apply',
          `${base}/store-apply`,
          applicant.token,
          { job_posting_id: postingId },
          [201],
        );
        if (applied) {
          this.counts.applies += 1;
          this.ledger.applies.push({ applicantId: applicant.id, postingId });
          const code = await this.threadCode(applicant.id, postingId);
          if (code) threads.push(code);
        }
        await this.pause();
      }
      for (const code of threads.slice(-2)) {
        if (!this.running) break;
        const clientId = randomUUID();
        const sent = await this.write(
          'message',
          `/api/v2/customer/messages/threads/${code}/messages`,
          applicant.token,
          { body: `fault test ${clientId.slice(0, 8)}`, client_id: clientId },
          [201, 200],
        );
        if (sent) {
          this.counts.messages += 1;
          const messageId = Number((sent.body as { data?: { id?: number } }).data?.id);
          this.ledger.messages.push({ applicantId: applicant.id, clientId, messageId, code, at: Date.now() });
        }
        await this.pause();
      }
    }
  }
}

/** Every acknowledged write, read back from the primary: answers what is missing or doubled. */
export async function checkLedger(db: pg.Pool, ledger: Ledger): Promise<{ checked: number; problems: string[] }> {
  const problems: string[] = [];
  for (const s of ledger.saves) {
    const { rows } = await db.query(
      'select 1 from approaches where applicant_id = $1 and job_posting_id = $2 and saved_at is not null',
      [s.applicantId, s.postingId],
    );
    if (rows.length !== 1) problems.push(`save ${s.applicantId}/${s.postingId}: ${rows.length} rows`);
  }
  for (const a of ledger.applies) {
    const { rows } = await db.query('select 1 from applications where applicant_id = $1 and job_posting_id = $2', [
      a.applicantId,
      a.postingId,
    ]);
    if (rows.length !== 1) problems.push(`application ${a.applicantId}/${a.postingId}: ${rows.length} rows`);
  }
  for (const m of ledger.messages) {
    const { rows } = await db.query<{ id: number }>('select id from approach_messages where client_id = $1', [
      m.clientId,
    ]);
    if (rows.length !== 1 || Number(rows[0]?.id) !== m.messageId) {
      problems.push(
        `message ${m.clientId}: ${rows.length} rows (${rows.map((r) => r.id).join(',')} vs ${m.messageId})`,
      );
    }
  }
  return { checked: ledger.saves.length + ledger.applies.length + ledger.messages.length, problems };
}

/** One summary line per test, as the issue asks ("each test reports what it counted"). */
export function report(test: string, fields: Record<string, number | string>): void {
  console.log(
    `[cluster-faults] ${test}: ${Object.entries(fields)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
}
