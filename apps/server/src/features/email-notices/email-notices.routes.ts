import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailNoticeUnsubscribeQuerySchema,
  emailNoticeUnsubscribeResponseSchema,
} from '@hashi/shared/email-notice.schema';
import { AppError } from '../../platform/errors.ts';
import { noticeUnsubscribePage } from './notice-unsubscribe-page.ts';
import {
  describeNoticeUnsubscribe,
  type NoticeUnsubscribeResult,
  noticeUnsubscribe,
} from './notice-unsubscribe.service.ts';

const tags = ['email-notices'];
const URL = '/api/v1/email-notices/unsubscribe';
const wantsHtml = (request: FastifyRequest) => /text\/html/.test(String(request.headers.accept ?? ''));

/**
 * The one-click unsubscribe link of the message notice mails (ADR 0027): no login, the signed
 * token is the authority. GET asks (a browser gets a page with one button), POST stops that kind
 * of mail — what a mail client sends for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058), and what the page's button sends. Anything but a browser gets JSON.
 */
export async function emailNoticesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // RFC 8058's body (`List-Unsubscribe=One-Click`) and the page's form: the token in the query is all that counts.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );

  const answer = async (
    request: FastifyRequest<{ Querystring: { token: string } }>,
    typedReply: unknown,
    run: () => Promise<NoticeUnsubscribeResult>,
  ) => {
    if (!wantsHtml(request)) {
      const { userLocale: _, ...body } = await run();
      return body;
    }
    // A page, not the JSON of the schema: strings are sent as they are.
    const reply = typedReply as FastifyReply;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    try {
      const result = await run();
      const page =
        request.method === 'GET' && result.data.subscribed
          ? noticeUnsubscribePage({
              kind: 'confirm',
              notice: result.data.kind,
              action: `${URL}?token=${encodeURIComponent(request.query.token)}`,
              locale: result.userLocale,
            })
          : noticeUnsubscribePage({ kind: 'done', notice: result.data.kind, locale: result.userLocale });
      return reply.send(page);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const kind = err.status === 404 ? 'gone' : 'invalid';
      return reply.code(err.status).send(noticeUnsubscribePage({ kind, locale: request.locale }));
    }
  };

  const schema = {
    tags,
    querystring: emailNoticeUnsubscribeQuerySchema,
    response: { 200: emailNoticeUnsubscribeResponseSchema },
  };
  app.get(URL, { schema }, async (request, reply) =>
    answer(request, reply, () => describeNoticeUnsubscribe(deps, request.locale, request.query.token)),
  );
  app.post(URL, { schema }, async (request, reply) =>
    answer(request, reply, () => noticeUnsubscribe(deps, request.locale, request.query.token)),
  );
}
