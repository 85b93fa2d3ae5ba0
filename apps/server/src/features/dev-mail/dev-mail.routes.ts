import type { FastifyInstance } from 'fastify';
import { OutboxMailer } from '../../platform/mail/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The embedded-mode mailbox: every e-mail the app "sent", newest first. Never registered in
 * production (see src/app/register-features.ts), and only when the outbox is the mailer.
 */
export async function devMailRoutes(app: FastifyInstance) {
  const mailer = app.deps.mailer;
  if (!(mailer instanceof OutboxMailer)) return;

  app.get('/dev/mail.json', { schema: { hide: true } }, async () => mailer.list());

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await mailer.list();
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${escapeHtml(new Date(m.sent_at).toLocaleString('en-GB', { timeZone: 'Asia/Tokyo' }))}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hashi dev mailbox</title></head><body style="font-family:system-ui,sans-serif;margin:24px"><h1>Dev mailbox</h1><p>E-mails written to the outbox in embedded mode (no SMTP_URL). Newest first.</p><table cellpadding="6"><thead><tr><th align="left">Sent (JST)</th><th align="left">To</th><th align="left">Subject</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No e-mail yet.</td></tr>'}</tbody></table></body></html>`,
      );
  });

  app.get<{ Params: { id: string } }>('/dev/mail/:id', { schema: { hide: true } }, async (request, reply) => {
    const mail = await mailer.get(request.params.id);
    if (!mail) return reply.status(404).type('text/plain').send('Not found');
    return reply.type('text/html; charset=utf-8').send(mail.html);
  });
}
