/**
 * Child process of bench/search.ts: autocannon cycling through the query set, so the load
 * generator does not share the server's event loop. Arguments: one JSON object; `rate`, when
 * given, paces all connections together at that many requests a second (autocannon overallRate).
 */
import autocannon from 'autocannon';

const { url, token, bodies, connections, seconds, rate } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  token: string;
  bodies: unknown[];
  connections: number;
  seconds: number;
  rate?: number;
};
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  ...(rate ? { overallRate: rate } : {}),
  requests: bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/v1/customer-job-postings/search',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  })),
});
process.stdout.write(JSON.stringify(result));
