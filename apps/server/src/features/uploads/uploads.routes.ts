import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@hashi/shared/api.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { PROFILE_VIDEO_MAX_BYTES, RESUMABLE_UPLOADS_PATH } from '@hashi/shared/profile-media.schema';
import { UserType } from '@hashi/shared/enums';
import { currentUser, requireUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { DatabaseLocker } from '../../platform/storage/database-locker.ts';
import {
  removeResumableUpload,
  resumableStore,
  sweepStaleUploads,
  uploadIdOf,
  urlIdOf,
} from '../../platform/storage/resumable-uploads.ts';
import { deleteResumableUpload, findOwnedUpload } from '../../platform/storage/resumable-uploads.repository.ts';
import { requireCompanyMember } from '../employer/company-member.guard.ts';
import { checkDeclaration, registerUpload, type Uploader } from './uploads.service.ts';

/** Where the tus endpoint lives (ADR 0045): POST here creates, HEAD/PATCH/DELETE `/<uuid>` resume, write, cancel. */
export const UPLOADS_PATH = RESUMABLE_UPLOADS_PATH;

const tags = ['uploads'];
const uploadParams = z.object({ id: z.string().max(64) });

/**
 * Applicants and company members send resumable uploads (a company only a message's video: the
 * purpose decides at creation); admins are 403, guests 401. Every upload is then its owner's alone.
 */
async function requireUploader(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (currentUser(request).userType !== UserType.JobSeeker) await requireCompanyMember(request, reply);
}

const uploaderOf = (request: FastifyRequest): Uploader =>
  currentUser(request).userType === UserType.JobSeeker ? 'applicant' : 'company';

/**
 * The tus 1.0 endpoint for resumable uploads (ADR 0045), `@tus/server` behind Fastify: the route
 * authenticates the applicant or company member, checks what is declared before a byte is taken and
 * that the upload is the caller's own, then hands the request to tus as a web `Request`. tus's
 * answers (its status, headers and short text bodies) go back as they are: tus clients read them.
 */
export async function uploadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  /** The store id chosen for a creation request, handed to tus's naming function. */
  const chosenIds = new WeakMap<Request, string>();
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: resumableStore(deps.config),
    locker: new DatabaseLocker(deps.db, deps.now),
    maxSize: PROFILE_VIDEO_MAX_BYTES,
    // Same origin only: no CORS header for anyone.
    allowedOrigins: [],
    namingFunction: (request) => {
      const id = chosenIds.get(request);
      if (!id) throw new Error('an upload is created only through its route');
      return id;
    },
    generateUrl: (_request, { path, id }) => `${path}/${urlIdOf(id)}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath ? (uploadIdOf(lastPath) ?? undefined) : undefined),
    disableTerminationForFinishedUploads: false,
  });

  // Unfinished uploads a day old go, once per start, in the background.
  sweepStaleUploads(deps, app.log).catch((err: unknown) => app.log.warn({ err }, 'stale upload sweep failed'));

  // The chunks are tus's to read: Fastify leaves the body alone.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null, undefined));

  const forward = async (request: FastifyRequest, reply: FastifyReply, storeId?: string) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const hasBody = request.method === 'POST' || request.method === 'PATCH';
    const webRequest = new Request(`http://${request.hostname}${request.url}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    if (storeId) chosenIds.set(webRequest, storeId);
    const response = await tus.handleWeb(webRequest);
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      reply.header(name, value);
    });
    const body = response.body ? Readable.fromWeb(response.body as WebReadableStream) : '';
    return { status: response.status, send: () => reply.send(body) };
  };

  app.post(
    UPLOADS_PATH,
    {
      onRequest: requireUploader,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Creates a resumable upload (tus 1.0 creation): Upload-Length and Upload-Metadata (filename, filetype, purpose=profile_video, video_interview_answer — applicants — or message_attachment — either side —, context) are checked before any byte.',
        response: {
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const declared = checkDeclaration(
        request.headers['upload-length'] as string | undefined,
        request.headers['upload-metadata'] as string | undefined,
        uploaderOf(request),
      );
      const storeId = await registerUpload(deps, currentUser(request).userId, declared);
      try {
        const answer = await forward(request, reply, storeId);
        if (answer.status !== 201) await deleteResumableUpload(deps.db, storeId);
        return answer.send();
      } catch (error) {
        await deleteResumableUpload(deps.db, storeId);
        throw error;
      }
    },
  );

  /** The caller's own upload behind a URL id, or 404 (someone else's is answered as missing). */
  const ownUpload = async (request: FastifyRequest, urlId: string) => {
    const id = uploadIdOf(urlId);
    const row = id ? await findOwnedUpload(deps.db, id, currentUser(request).userId) : undefined;
    if (!row) throw new AppError(ErrorCode.NotFound);
    return row;
  };
  const resume = {
    onRequest: requireUploader,
    schema: {
      tags,
      security: bearerSecurity,
      params: uploadParams,
      response: { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
    },
  };

  app.head(
    `${UPLOADS_PATH}/:id`,
    { ...resume, schema: { ...resume.schema, summary: 'The offset of the caller’s upload (tus HEAD).' } },
    async (request, reply) => {
      await ownUpload(request, request.params.id);
      return (await forward(request, reply)).send();
    },
  );
  app.patch(
    `${UPLOADS_PATH}/:id`,
    {
      ...resume,
      schema: { ...resume.schema, summary: 'Writes a chunk of the caller’s upload at Upload-Offset (tus PATCH).' },
    },
    async (request, reply) => {
      await ownUpload(request, request.params.id);
      return (await forward(request, reply)).send();
    },
  );
  app.delete(
    `${UPLOADS_PATH}/:id`,
    {
      ...resume,
      schema: { ...resume.schema, summary: 'Cancels the caller’s upload and deletes its bytes (tus termination).' },
    },
    async (request, reply) => {
      const row = await ownUpload(request, request.params.id);
      const answer = await forward(request, reply);
      if (answer.status === 204) await removeResumableUpload(deps, row.id, request.log);
      return answer.send();
    },
  );
}
