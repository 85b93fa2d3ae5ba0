import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recruitmentAgencyRequestSchema, workRemotelyRequestSchema } from '@hashi/shared/preference.schema';
import {
  currentStepRequestSchema,
  currentStepResponseSchema,
  profilePreviewResponseSchema,
  profileResponseSchema,
  registrationRequestSchema,
  registrationResponseSchema,
} from '@hashi/shared/profile.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import { profilePreview } from './preview.service.ts';
import { getProfile, setRecruitmentAgency, setWorkRemotely } from './profile.service.ts';
import { completeRegistration, saveCurrentStep, saveRegistration } from './registration.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];

/** The whole profile (spec §7 applicant v2) and the registration steps (spec §4). */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };

  app.get(
    '/api/v2/applicant/profile',
    { ...base, schema: { tags, security: bearerSecurity, response: { 200: profileResponseSchema } } },
    async (request) => ({ data: await getProfile(deps, currentUser(request).userId) }),
  );
  app.post(
    '/api/v2/applicant/profile',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: registrationRequestSchema,
        response: { 200: registrationResponseSchema },
      },
    },
    async (request) => saveRegistration(deps, currentUser(request).userId, request.body),
  );
  app.get(
    '/api/v2/applicant/profile/preview',
    { ...base, schema: { tags, security: bearerSecurity, response: { 200: profilePreviewResponseSchema } } },
    async (request) => profilePreview(deps, currentUser(request).userId, request.locale),
  );
  app.put(
    '/api/v1/applicants/complete-step',
    { ...base, schema: { tags, security: bearerSecurity, response: { 200: currentStepResponseSchema } } },
    async (request) => completeRegistration(deps, currentUser(request).userId),
  );
  app.put(
    '/api/v1/applicants/current-step',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: currentStepRequestSchema,
        response: { 200: currentStepResponseSchema },
      },
    },
    async (request) => saveCurrentStep(deps, currentUser(request).userId, request.body.current_step),
  );
  app.put(
    '/api/v1/applicants/work-remotely',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: workRemotelyRequestSchema,
        response: { 200: z.object({ work_remotely: z.boolean() }) },
      },
    },
    async (request) => setWorkRemotely(deps, currentUser(request).userId, request.body.work_remotely),
  );
  app.put(
    '/api/v1/applicants/recruitment-agency',
    {
      ...base,
      schema: {
        tags,
        security: bearerSecurity,
        body: recruitmentAgencyRequestSchema,
        response: { 200: z.object({ subscribed_to_gtalent: z.boolean() }) },
      },
    },
    async (request) => setRecruitmentAgency(deps, currentUser(request).userId, request.body.subscribed_to_gtalent),
  );
}
