import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  COMPANY_IMAGE_MAX_BYTES,
  companyImageListResponseSchema,
  companyImageResponseSchema,
  companyImageTypeParamsSchema,
} from '@hashi/shared/company-image.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import type { CompanyDocumentType } from '@hashi/shared/jobs-enums';
import { currentUser } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { uploadError } from '../../platform/http/upload-errors.ts';
import { currentCompanyId, requireCompanyMember } from './company-member.guard.ts';
import { consumeImageQuota, ownImages, removeImage, saveImage } from './company-images.service.ts';

const tags = ['employer'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** The company's logo, cover and appeal images in the employer console (ADR 0036). */
export async function companyImagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  await app.register(multipart, {
    limits: { fileSize: COMPANY_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.get(
    '/api/v1/employer/company/images',
    {
      onRequest: requireCompanyMember,
      schema: { tags, security: bearerSecurity, response: { 200: companyImageListResponseSchema, ...errors } },
    },
    async (request) => ownImages(deps, currentCompanyId(request)),
  );

  app.post(
    '/api/v1/employer/company/images/:payload_type',
    {
      onRequest: requireCompanyMember,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Uploads the company’s logo (1), cover (2) or appeal image (3–5): JPEG, PNG or WebP up to 5 MB, stored resized as WebP, replacing the previous one.',
        consumes: ['multipart/form-data'],
        params: companyImageTypeParamsSchema,
        response: {
          201: companyImageResponseSchema,
          ...errors,
          413: errorResponseSchema,
          415: errorResponseSchema,
          422: errorResponseSchema,
          429: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const companyId = currentCompanyId(request);
      await consumeImageQuota(deps, companyId);
      let bytes: Buffer | undefined;
      let fileName: string | undefined;
      try {
        const part = await request.file();
        if (!part) throw new AppError(ErrorCode.FileMissing);
        fileName = part.filename;
        // At most 5 MB in memory: the parser stops at the limit (FST_REQ_FILE_TOO_LARGE).
        bytes = await part.toBuffer();
      } catch (error) {
        throw uploadError(error);
      }
      const type = request.params.payload_type as CompanyDocumentType;
      const upload = { bytes, fileName, uploaderUserId: currentUser(request).userId };
      const data = await saveImage(deps, companyId, type, upload, request.log);
      return reply.code(201).send({ data });
    },
  );

  app.delete(
    '/api/v1/employer/company/images/:id',
    {
      onRequest: requireCompanyMember,
      schema: { tags, security: bearerSecurity, params: recordIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeImage(deps, currentCompanyId(request), request.params.id, request.log);
      return reply.code(204).send(null);
    },
  );
}
