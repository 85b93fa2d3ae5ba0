import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderIdentity, ReceivedMail } from './harness-types.ts';

/**
 * The global setup runs in another process than the journeys; this tiny HTTP endpoint lets them
 * read the mails the SMTP server received and choose who the OpenID provider logs in next. It also
 * answers GitHub's e-mail list for the test provider's GitHub client.
 */
export async function startControlServer(options: {
  mails: () => ReceivedMail[];
  setIdentity: (identity: ProviderIdentity) => void;
  githubEmails: (authorization: string | undefined) => unknown[] | undefined;
}) {
  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && req.url === '/mails') return send(200, options.mails());
    if (req.method === 'GET' && req.url === '/github/user/emails') {
      const emails = options.githubEmails(req.headers.authorization);
      return emails ? send(200, emails) : send(401, { message: 'Bad credentials' });
    }
    if (req.method === 'POST' && req.url === '/oidc/identity') {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        try {
          options.setIdentity(JSON.parse(raw) as ProviderIdentity);
          send(204, {});
        } catch (err) {
          send(400, { message: String(err) });
        }
      });
      return;
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
