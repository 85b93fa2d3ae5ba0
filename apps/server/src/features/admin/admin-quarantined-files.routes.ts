import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { recordIdParamsSchema } from '@hashi/shared/api.schema';
import {
  adminQuarantinedFileListQuerySchema,
  adminQuarantinedFileListResponseSchema,
} from '@hashi/shared/quarantine.schema';
import { currentUser, requireAdmin } from '../../platform/auth/guards.ts';
import { bearerRoutes } from '../../platform/http/route-helpers.ts';
import { deleteQuarantine, listQuarantine } from './admin-quarantined-files.service.ts';

const route = bearerRoutes(requireAdmin, ['admin']);
const base = '/api/v1/admin/quarantined-files';

/** Files the virus scan kept back (ADR 0046): the list and delete. No route ever serves the bytes. */
export async function adminQuarantinedFilesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    base,
    route({
      querystring: adminQuarantinedFileListQuerySchema,
      response: { 200: adminQuarantinedFileListResponseSchema },
    }),
    async (request) => listQuarantine(deps, request.query),
  );

  app.delete(`${base}/:id`, route({ params: recordIdParamsSchema }), async (request, reply) => {
    await deleteQuarantine(deps, request.log, currentUser(request).userId, request.params.id);
    return reply.status(204).send();
  });
}
