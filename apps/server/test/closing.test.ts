import { once } from 'node:events';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { createTestContext } from './test-app.ts';

/**
 * A request that reaches an instance after it began to close (on a connection that was busy when it
 * did; a load balancer drains an instance first, so this is the rare rest) is answered like every
 * other refusal of the API: JSON `{message, code}` in the user's language, 503 with Retry-After, and
 * the connection closed, so the client may send it again elsewhere.
 */
it('answers a request arriving while the instance closes with 503 in the API’s shape and the user’s language', async () => {
  const ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as { port: number };
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  const ended = once(socket, 'close');

  // The first request's body has not all come when the instance begins to close: the connection is busy.
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'Wrong-password-1', user_type: 1 });
  const seen = once(ctx.app.server, 'request');
  socket.write(
    `POST /api/v1/login HTTP/1.1\r\nHost: hashi.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 5)}`,
  );
  await seen;
  const closed = ctx.app.close();
  // The rest of the first, then a second on the same connection: it arrives while the instance closes.
  socket.write(`${body.slice(5)}GET /api/v1/faqs HTTP/1.1\r\nHost: hashi.test\r\nAccept-Language: ja\r\n\r\n`);
  await ended;
  await closed;
  await ctx.close();

  const responses = received.split(/(?=HTTP\/1\.1 )/);
  expect(responses).toHaveLength(2);
  // The request under way when closing began is answered as usual.
  expect(responses[0]).not.toMatch(/^HTTP\/1\.1 503/);
  const [head, second] = responses[1]?.split('\r\n\r\n') ?? [];
  expect(head).toMatch(/^HTTP\/1\.1 503/);
  expect(head).toMatch(/\r\nretry-after: 1\r\n/i);
  expect(head).toMatch(/\r\nconnection: close\r\n/i);
  expect(JSON.parse(second ?? '')).toEqual({
    message: 'ただいま混み合っています。しばらくしてからもう一度お試しください。',
    code: 'service_unavailable',
  });
});
