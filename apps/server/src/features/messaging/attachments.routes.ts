import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@hashi/shared/api.schema';
import {
  ATTACHMENT_UPLOAD_MAX_BYTES,
  type AttachmentResponse,
  attachmentFileParamsSchema,
  attachmentFileQuerySchema,
  attachmentResponseSchema,
} from '@hashi/shared/message-attachment.schema';
import { threadCodeParamsSchema } from '@hashi/shared/messaging.schema';
import { type ResumableClaim, resumableClaimSchema } from '@hashi/shared/profile-media.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { receiveSingleFile } from '../../platform/http/upload-errors.ts';
import { currentCompanyId, requireCompanyMember } from '../employer/company-member.guard.ts';
import { openAttachmentFile } from './attachment-file.service.ts';
import { ATTACHMENT_FILE_PATH } from './attachment-url.ts';
import { claimVideoAttachment, saveAttachment, stageAttachment, uploadTarget } from './attachments.service.ts';
import type { Side } from './threads.repository.ts';

const uploadErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

/**
 * One file of a multipart upload, streamed to a temporary file (never held in memory, never named
 * after the client's name), then checked and moved into place by the service. The thread, the
 * right to write and the hourly limit are checked before a byte is read.
 */
async function receiveAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  side: Side,
): Promise<AttachmentResponse> {
  const { deps } = request.server;
  const userId = currentUser(request).userId;
  const { code } = request.params as { code: string };
  const thread = await uploadTarget(deps, side, userId, code);
  return receiveSingleFile(
    request,
    (source) => stageAttachment(deps, source),
    async (file) => {
      const data = await saveAttachment(deps, side, userId, thread, file, request.log);
      reply.code(201);
      return { data };
    },
  );
}

/**
 * A video sent as a resumable (tus) upload with purpose `message_attachment`, claimed by its id
 * (ADR 0025 revision): the thread, the right to write and the hourly limit first, as for a
 * multipart file; then the upload is claimed and goes down the same checks into a draft.
 */
async function claimAttachment(request: FastifyRequest, reply: FastifyReply, side: Side): Promise<AttachmentResponse> {
  const { deps } = request.server;
  const userId = currentUser(request).userId;
  const { code } = request.params as { code: string };
  const { upload_id: uploadId } = request.body as ResumableClaim;
  const thread = await uploadTarget(deps, side, userId, code);
  const data = await claimVideoAttachment(deps, side, userId, thread, uploadId, request.log);
  reply.code(201);
  return { data };
}

/**
 * Message attachments (ADR 0025): the upload of one draft file per request on either side (a video
 * also as a claimed resumable upload), and the signed-link route that serves sent files to the thread's two parties.
 */
export async function messageAttachmentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Scoped to this plugin. The kind's own limit is checked once the bytes say what the file is.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100, headerPairs: 50 },
  });

  const summary =
    'Uploads one file as a draft attachment of the thread (png, jpeg 5 MB; pdf, doc, docx, xls, xlsx 5 MB; mp4, mov 50 MB), to be sent with attachment_ids.';
  app.post(
    '/api/v2/customer/messages/threads/:code/attachments',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['messages'],
        summary,
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        params: threadCodeParamsSchema,
        response: { 201: attachmentResponseSchema, ...uploadErrors },
      },
    },
    (request, reply) =>
      receiveAttachment(request, reply, { kind: 'applicant', applicantId: currentUser(request).userId }),
  );
  app.post(
    '/api/v1/employer/messages/threads/:code/attachments',
    {
      onRequest: requireCompanyMember,
      schema: {
        tags: ['employer'],
        summary,
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        params: threadCodeParamsSchema,
        response: { 201: attachmentResponseSchema, ...uploadErrors },
      },
    },
    (request, reply) => receiveAttachment(request, reply, { kind: 'company', companyId: currentCompanyId(request) }),
  );

  const claimSummary =
    'Makes a finished resumable upload (purpose message_attachment: an mp4 or mov video up to 50 MB) a draft attachment of the thread, to be sent with attachment_ids; the same checks and answer as a multipart file.';
  app.post(
    '/api/v2/customer/messages/threads/:code/attachments/resumable',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['messages'],
        summary: claimSummary,
        security: bearerSecurity,
        params: threadCodeParamsSchema,
        body: resumableClaimSchema,
        response: { 201: attachmentResponseSchema, ...uploadErrors },
      },
    },
    (request, reply) =>
      claimAttachment(request, reply, { kind: 'applicant', applicantId: currentUser(request).userId }),
  );
  app.post(
    '/api/v1/employer/messages/threads/:code/attachments/resumable',
    {
      onRequest: requireCompanyMember,
      schema: {
        tags: ['employer'],
        summary: claimSummary,
        security: bearerSecurity,
        params: threadCodeParamsSchema,
        body: resumableClaimSchema,
        response: { 201: attachmentResponseSchema, ...uploadErrors },
      },
    },
    (request, reply) => claimAttachment(request, reply, { kind: 'company', companyId: currentCompanyId(request) }),
  );

  app.get(
    `${ATTACHMENT_FILE_PATH}/:id`,
    {
      schema: {
        tags: ['files'],
        summary: 'A message attachment behind a signed, expiring link (no bearer: for <img>, <video> and downloads).',
        params: attachmentFileParamsSchema,
        querystring: attachmentFileQuerySchema,
        response: { 404: errorResponseSchema, 416: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await openAttachmentFile(deps, request.params.id, request.query, request.headers.range);
      // A stream, not a JSON answer: no response schema applies to 200/206.
      return (reply as FastifyReply).code(file.status).headers(file.headers).send(file.body);
    },
  );
}
