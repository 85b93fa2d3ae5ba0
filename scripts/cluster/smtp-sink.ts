import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SinkMail {
  to: string;
  subject: string;
}

/**
 * A real SMTP server on a free loopback port for the cluster's processes (SMTP_URL). It keeps what
 * it accepts. `hold()` makes it take a message's data and not answer: the sending job then waits
 * inside the SMTP exchange (a worker killed there has not had the message accepted; SMTP counts a
 * message delivered only on the server's 250 after the data, so a message whose connection dropped
 * before that answer is discarded, as a real server does). `release()` answers the held ones.
 */
export async function startSmtpSink() {
  const received: SinkMail[] = [];
  let holding = false;
  /** Messages whose data arrived while holding: their answer waits for release(). */
  const held = new Set<{ session: string; mail: SinkMail; callback: (err?: Error | null) => void; closed: boolean }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          const mail = { to, subject: parsed.subject ?? '' };
          if (!holding) {
            received.push(mail);
            callback();
            return;
          }
          held.add({ session: session.id, mail, callback, closed: false });
        })
        .catch(callback);
    },
    onClose(session) {
      // The client went away before the answer: not delivered.
      for (const entry of held) if (entry.session === session.id) entry.closed = true;
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages waiting for their answer (held and their sender still connected). */
    heldCount: () => [...held].filter((e) => !e.closed).length,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const entry of held) {
        held.delete(entry);
        if (entry.closed) continue;
        received.push(entry.mail);
        entry.callback();
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
