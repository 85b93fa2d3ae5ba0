import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  basicInformationRequestSchema,
  basicInformationSchema,
  contactInformationRequestSchema,
  contactInformationSchema,
} from '@hashi/shared/profile-sections.schema';
import { currentUser, requireApplicant } from '../../platform/auth/guards.ts';
import {
  basicInformation,
  contactInformation,
  removeGithub,
  saveBasicInformation,
  saveContactInformation,
} from './basic-information.service.ts';
import { bearerSecurity } from '../../platform/http/route-helpers.ts';

const tags = ['applicant'];
const BASIC = '/api/v1/applicant-basic-personal-information';
const CONTACT = '/api/v1/profile/contact-information';

/**
 * Basic personal information (index, update-or-create, simple search) and contact information
 * (index, put, store and sync) of spec §7: single records of the caller, so no ids in the paths.
 * Contact information is one record whose every field a save sets, so store and sync are put.
 */
export async function basicInformationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const base = { onRequest: requireApplicant };
  const basic = z.object({ data: basicInformationSchema });
  const contact = z.object({ data: contactInformationSchema });

  for (const url of [BASIC, `${BASIC}/search`]) {
    app.get(url, { ...base, schema: { tags, security: bearerSecurity, response: { 200: basic } } }, async (request) =>
      basicInformation(deps, currentUser(request).userId),
    );
  }
  app.post(
    BASIC,
    {
      ...base,
      schema: { tags, security: bearerSecurity, body: basicInformationRequestSchema, response: { 200: basic } },
    },
    async (request) => saveBasicInformation(deps, currentUser(request).userId, request.body),
  );

  app.get(
    CONTACT,
    { ...base, schema: { tags, security: bearerSecurity, response: { 200: contact } } },
    async (request) => contactInformation(deps, currentUser(request).userId),
  );
  for (const [method, url] of [
    ['PUT', CONTACT],
    ['POST', CONTACT],
    ['POST', `${CONTACT}/sync`],
  ] as const) {
    app.route({
      method,
      url,
      ...base,
      schema: { tags, security: bearerSecurity, body: contactInformationRequestSchema, response: { 200: contact } },
      handler: async (request) => saveContactInformation(deps, currentUser(request).userId, request.body),
    });
  }
  app.delete(
    '/api/v2/applicant/profile/github',
    { ...base, schema: { tags, security: bearerSecurity, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeGithub(deps, currentUser(request).userId);
      return reply.code(204).send(null);
    },
  );
}
