import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@hashi/shared/api.schema';
import { CV_FILE_MAX_BYTES, cvParseResponseSchema, cvParseUrlRequestSchema } from '@hashi/shared/cv-parse.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { AppError } from '../../platform/errors.ts';
import { CvReader } from './cv-reader.ts';
import { consumeParseQuota, proposalsFromBytes, proposalsFromUrl } from './cv-parse.service.ts';
import { uploadError } from '../../platform/http/upload-errors.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * The one uploaded file, in memory. Its name and declared type are never used (the bytes decide
 * the format), and it is never written anywhere: no file name can reach a path.
 */
async function readSingleFile(request: FastifyRequest): Promise<Buffer> {
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (file) throw new AppError(ErrorCode.FileLimitExceeded);
      file = await part.toBuffer();
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file || file.length === 0) throw new AppError(ErrorCode.FileMissing);
  return file;
}

export async function cvParseRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // PDF and DOCX are read in processes of their own, ended with the app.
  const reader = new CvReader();
  app.addHook('onClose', () => reader.close());

  // Scoped to this plugin: only these routes take multipart bodies, with the CV limits of spec §5/§9.
  await app.register(multipart, {
    limits: { fileSize: CV_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/api/v1/applicants/parseFile',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['applicant'],
        summary: 'Proposes profile values from an uploaded CV (pdf, doc, docx, rtf, txt; 5 MB). Saves nothing.',
        consumes: ['multipart/form-data'],
        security: bearerSecurity,
        response: { 200: cvParseResponseSchema, 413: errorResponseSchema, 415: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      await consumeParseQuota(deps, currentUser(request));
      const bytes = await readSingleFile(request);
      return proposalsFromBytes(deps, reader, request.locale, bytes);
    },
  );

  app.post(
    '/api/v1/applicants/parseUrl',
    {
      onRequest: requireApplicant,
      schema: {
        tags: ['applicant'],
        summary: 'Proposes profile values from a public CV or profile page. Saves nothing.',
        security: bearerSecurity,
        body: cvParseUrlRequestSchema,
        response: { 200: cvParseResponseSchema, ...errors },
      },
    },
    async (request) => {
      await consumeParseQuota(deps, currentUser(request));
      return proposalsFromUrl(deps, reader, request.locale, request.body.url);
    },
  );
}
