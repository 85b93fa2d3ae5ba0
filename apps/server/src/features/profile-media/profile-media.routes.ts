import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@hashi/shared/api.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  MEDIA_MAX_BYTES,
  mediaFileParamsSchema,
  mediaFileQuerySchema,
  profileMediaIdParamsSchema,
  profileMediaResponseSchema,
  PROFILE_VIDEO_MAX_BYTES,
  type ProfileMediaKind,
  resumableClaimSchema,
  type ProfileMediaResponse,
  VIDEO_CONTEXTS,
  type VideoContext,
  videoUploadQuerySchema,
} from '@hashi/shared/profile-media.schema';
import { V } from '@hashi/shared/validation';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import type { StagedFile } from '../../platform/storage/file-storage.ts';
import { openMediaFile } from './media-file.service.ts';
import { MEDIA_FILE_PATH } from './media-url.ts';
import {
  claimResumableVideo,
  consumeUploadQuota,
  deleteMedia,
  saveUpload,
  stageUpload,
} from './profile-media.service.ts';
import { uploadError } from '../../platform/http/upload-errors.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];
const uploadErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};

const isVideoContext = (value: string): value is VideoContext => (VIDEO_CONTEXTS as readonly string[]).includes(value);

/**
 * The video's context from the query or from a `context` form field (either; both must agree);
 * `other` (mp4, mov, webm only) when neither is given.
 */
function videoContext(fromQuery: VideoContext | undefined, fromField: string | undefined): VideoContext {
  if (fromField !== undefined && (!isVideoContext(fromField) || (fromQuery && fromQuery !== fromField))) {
    throw AppError.fields({ context: [V.invalidValue] });
  }
  return fromQuery ?? (fromField as VideoContext | undefined) ?? 'other';
}

/**
 * One multipart upload: the single file is streamed to a temporary file (never held in memory,
 * never named after the client's name), then checked and moved into place by the service.
 */
async function receiveUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: ProfileMediaKind,
  queryContext?: VideoContext,
): Promise<ProfileMediaResponse> {
  const { deps } = request.server;
  const applicantId = currentUser(request).userId;
  if (kind === 'video' && !request.isMultipart()) {
    // A finished resumable upload named in a JSON body (ADR 0045); counted when it was created.
    const claim = resumableClaimSchema.safeParse(request.body);
    if (!claim.success) throw AppError.fields({ upload_id: [V.required] });
    const data = await claimResumableVideo(deps, applicantId, claim.data.upload_id, request.log);
    reply.code(201);
    return { data };
  }
  await consumeUploadQuota(deps, applicantId);
  let staged: StagedFile | undefined;
  let fileName: string | undefined;
  let fieldContext: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MEDIA_MAX_BYTES[kind] } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'context') fieldContext = String(part.value);
        continue;
      }
      if (staged) throw new AppError(ErrorCode.FileLimitExceeded);
      fileName = part.filename;
      staged = await stageUpload(deps, kind, part.file);
      // Cut off at the limit by the parser: the next part() throws FST_REQ_FILE_TOO_LARGE.
    }
    if (!staged) throw new AppError(ErrorCode.FileMissing);
    const context = kind === 'video' ? videoContext(queryContext, fieldContext) : 'other';
    const data = await saveUpload(deps, applicantId, kind, { staged, fileName, context }, request.log);
    reply.code(201);
    return { data };
  } catch (error) {
    await staged?.discard();
    throw uploadError(error);
  }
}

/**
 * Profile photo and video (spec §7): v2 `applicant/profile-photo|profile-video` (upload; delete by
 * id) and v1 `applicants/profile-photo|profile-video` (upload; delete the current one), one
 * service behind both; and the signed-link route that serves the files.
 */
export async function profileMediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Scoped to this plugin. The per-kind file limit is set per request; this is the ceiling.
  await app.register(multipart, {
    limits: { fileSize: PROFILE_VIDEO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100, headerPairs: 50 },
  });

  const upload = (kind: ProfileMediaKind, summary: string) => ({
    onRequest: requireApplicant,
    schema: {
      tags,
      summary,
      consumes: kind === 'video' ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'],
      security: bearerSecurity,
      ...(kind === 'video' ? { querystring: videoUploadQuerySchema } : {}),
      response: { 201: profileMediaResponseSchema, ...uploadErrors },
    },
  });
  const photoSummary = 'Uploads the caller’s profile photo (jpg, png; 5 MB), replacing the previous one.';
  const videoSummary =
    'Uploads the caller’s profile video (50 MB; mp4, mov, webm — and avi, wmv/asf, mpeg with context=basic-information), replacing the previous one: multipart, or a JSON body { upload_id } naming a finished resumable upload (ADR 0045).';

  for (const path of ['/api/v2/applicant/profile-photo', '/api/v1/applicants/profile-photo']) {
    app.post(path, upload('photo', photoSummary), (request, reply) => receiveUpload(request, reply, 'photo'));
  }
  for (const path of ['/api/v2/applicant/profile-video', '/api/v1/applicants/profile-video']) {
    app.post(path, upload('video', videoSummary), (request, reply) =>
      receiveUpload(request, reply, 'video', (request.query as z.infer<typeof videoUploadQuerySchema>).context),
    );
  }

  const deleted = { 204: z.null(), 401: errorResponseSchema, 404: errorResponseSchema };
  for (const kind of ['photo', 'video'] as const) {
    app.delete(
      `/api/v2/applicant/profile-${kind}/:id`,
      {
        onRequest: requireApplicant,
        schema: {
          tags,
          security: bearerSecurity,
          summary: `Deletes the caller’s profile ${kind}.`,
          params: profileMediaIdParamsSchema,
          response: deleted,
        },
      },
      async (request, reply) => {
        await deleteMedia(deps, currentUser(request).userId, kind, request.params.id, request.log);
        return reply.code(204).send(null);
      },
    );
    app.delete(
      `/api/v1/applicants/profile-${kind}`,
      {
        onRequest: requireApplicant,
        schema: { tags, security: bearerSecurity, summary: `Deletes the caller’s profile ${kind}.`, response: deleted },
      },
      async (request, reply) => {
        await deleteMedia(deps, currentUser(request).userId, kind, undefined, request.log);
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    `${MEDIA_FILE_PATH}/:id`,
    {
      schema: {
        tags: ['files'],
        summary: 'A profile photo or video behind a signed, expiring link (no bearer: for <img> and <video>).',
        params: mediaFileParamsSchema,
        querystring: mediaFileQuerySchema,
        response: { 403: errorResponseSchema, 404: errorResponseSchema, 416: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await openMediaFile(deps, request.params.id, request.query, request.headers.range);
      // A stream, not a JSON answer: no response schema applies to 200/206.
      return (reply as FastifyReply).code(file.status).headers(file.headers).send(file.body);
    },
  );
}
