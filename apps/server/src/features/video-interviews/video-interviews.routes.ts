import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, recordIdParamsSchema } from '@hashi/shared/api.schema';
import { ErrorCode } from '@hashi/shared/error-codes';
import {
  ANSWER_FILE_PATH,
  type AnswerUpdate,
  answerUpdateSchema,
  applicantInterviewResponseSchema,
  deleteAnswersQuerySchema,
  VIDEO_ANSWER_MAX_BYTES,
  VIDEO_INTERVIEW_MESSAGES,
} from '@hashi/shared/video-interview.schema';
import { V } from '@hashi/shared/validation';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { AppError, type FieldErrors } from '../../platform/errors.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';
import { uploadError } from '../../platform/http/upload-errors.ts';
import type { StagedFile } from '../../platform/storage/file-storage.ts';
import { openAnswerFile, stageAnswerVideo } from './answer-files.ts';
import {
  consumeAnswerUpload,
  deleteOwnAnswers,
  showApplicantInterview,
  updateInterview,
  type VideoSource,
} from './applicant-interviews.service.ts';

const tags = ['video-interviews'];
const BASE = '/api/v1/video-interviews';
const errors = {
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

/** The form fields (or JSON body) of an update, checked by the shared schema; 422 with field messages. */
function parseUpdate(fields: unknown): AnswerUpdate {
  const parsed = answerUpdateSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const out: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const names = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_'];
    const key = issue.message.includes('.') && !issue.message.includes(' ') ? issue.message : V.invalidValue;
    for (const name of names) out[name] = [issue.code === 'unrecognized_keys' ? V.unknownField : key];
  }
  throw AppError.fields(out);
}

/**
 * `POST …/update`: multipart (spec §7, with upload progress) — fields `question_no`,
 * `selected_option`, `text`, `upload_id`, `send` and at most one file part `video` — or the same
 * fields as JSON. A file is streamed to a temporary file (the hourly limit counted first, 50 MB at
 * most), then checked and kept only by the service.
 */
async function receiveUpdate(request: FastifyRequest, id: number) {
  const { deps } = request.server;
  const applicantId = currentUser(request).userId;
  if (!request.isMultipart()) {
    const input = parseUpdate(request.body ?? {});
    const video = input.upload_id === undefined ? undefined : { uploadId: input.upload_id };
    return updateInterview(deps, applicantId, id, input, video, request.log);
  }
  const fields: Record<string, string> = {};
  let staged: StagedFile | undefined;
  let fileName: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: VIDEO_ANSWER_MAX_BYTES } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (staged || part.fieldname !== 'video') throw new AppError(ErrorCode.FileLimitExceeded);
      await consumeAnswerUpload(deps, applicantId);
      fileName = part.filename;
      staged = await stageAnswerVideo(deps, part.file);
    }
    const input = parseUpdate(fields);
    if (staged && input.upload_id !== undefined) {
      throw AppError.fields({ video: [VIDEO_INTERVIEW_MESSAGES.answerMismatch] });
    }
    const video: VideoSource | undefined = staged
      ? { staged, fileName }
      : input.upload_id === undefined
        ? undefined
        : { uploadId: input.upload_id };
    return await updateInterview(deps, applicantId, id, input, video, request.log);
  } catch (error) {
    await staged?.discard();
    throw uploadError(error);
  }
}

/**
 * The applicant's video interview (spec §7): `GET /api/v1/video-interviews/{id}`,
 * `POST /api/v1/video-interviews/{id}/update`, `DELETE /api/v1/video-interviews/{id}/answers`;
 * and the signed-link route serving answer videos with byte ranges to both sides (ADR 0047).
 */
export async function videoInterviewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  // Scoped to this plugin: one video and a few short fields (a 400-character text in UTF-8 fits).
  await app.register(multipart, {
    limits: { fileSize: VIDEO_ANSWER_MAX_BYTES, files: 1, fields: 6, parts: 7, fieldSize: 4096, headerPairs: 50 },
  });

  app.get(
    `${BASE}/:id`,
    {
      onRequest: requireApplicant,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'The caller’s video interview: its steps’ content, the own answers, the deadline and the day the answers are deleted.',
        params: recordIdParamsSchema,
        response: {
          200: applicantInterviewResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => showApplicantInterview(deps, currentUser(request).userId, request.params.id),
  );

  app.post(
    `${BASE}/:id/update`,
    {
      onRequest: requireApplicant,
      schema: {
        tags,
        security: bearerSecurity,
        consumes: ['multipart/form-data', 'application/json'],
        summary:
          'Saves one answer (question_no with selected_option, text, or a video: a file part `video` up to 50 MB or `upload_id` of a finished resumable upload) and/or sends the interview (send=true).',
        params: recordIdParamsSchema,
        response: { 200: applicantInterviewResponseSchema, ...errors },
      },
    },
    async (request) => receiveUpdate(request, request.params.id),
  );

  app.delete(
    `${BASE}/:id/answers`,
    {
      onRequest: requireApplicant,
      schema: {
        tags,
        security: bearerSecurity,
        summary:
          'Deletes the caller’s answers and videos: drafts (all, or question_no’s) before sending; all of them, for good, after sending or the deadline.',
        params: recordIdParamsSchema,
        querystring: deleteAnswersQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { question_no: questionNo } = request.query;
      await deleteOwnAnswers(deps, currentUser(request).userId, request.params.id, questionNo, request.log);
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${ANSWER_FILE_PATH}/:id`,
    {
      schema: {
        tags: ['files'],
        summary: 'A video answer behind a signed, expiring link (no bearer: for <video>), with byte ranges.',
        params: z.object({ id: z.string().max(20) }),
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(200).optional() }),
        response: { 404: errorResponseSchema, 416: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await openAnswerFile(deps, request.params.id, request.query, request.headers.range);
      // A stream, not a JSON answer: no response schema applies to 200/206.
      return (reply as FastifyReply).code(file.status).headers(file.headers).send(file.body);
    },
  );
}
