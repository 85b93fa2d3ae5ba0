import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@hashi/shared/api.schema';
import {
  CV_DOCUMENT_MAX_BYTES,
  CV_DOCUMENT_PATH,
  profileMediaIdParamsSchema,
  profileMediaResponseSchema,
} from '@hashi/shared/profile-media.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { receiveSingleFile } from '../../platform/http/upload-errors.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { saveCvDocument, stageCvDocument } from './cv-document.service.ts';
import { consumeUploadQuota, deleteMedia } from './profile-media.service.ts';

const tags = ['applicant'];

/**
 * The applicant's CV file (spec §5: one file; pdf, doc, docx, rtf, txt; 5 MB): upload (replacing the
 * one kept) and delete. It is served like the photo and video, by the signed link in the profile's
 * `cv_document`, as a download.
 */
export async function cvDocumentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  await app.register(multipart, {
    limits: { fileSize: CV_DOCUMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 100, headerPairs: 50 },
  });

  app.post(
    CV_DOCUMENT_PATH,
    {
      onRequest: requireApplicant,
      schema: {
        tags,
        summary: 'Keeps the caller’s CV file (pdf, doc, docx, rtf, txt; 5 MB), replacing the previous one.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: {
          201: profileMediaResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const applicantId = currentUser(request).userId;
      // The same hourly allowance as photos and videos: one pool of disk per applicant.
      await consumeUploadQuota(deps, applicantId);
      return receiveSingleFile(
        request,
        (source) => stageCvDocument(deps, source),
        async (file) => {
          const data = await saveCvDocument(deps, applicantId, file, request.log);
          reply.code(201);
          return { data };
        },
      );
    },
  );

  app.delete(
    `${CV_DOCUMENT_PATH}/:id`,
    {
      onRequest: requireApplicant,
      schema: {
        tags,
        security: bearerSecurity,
        summary: 'Deletes the caller’s CV file.',
        params: profileMediaIdParamsSchema,
        response: { 204: z.null(), 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await deleteMedia(deps, currentUser(request).userId, 'cv', request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );
}
