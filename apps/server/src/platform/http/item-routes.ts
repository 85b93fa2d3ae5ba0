import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guards.ts';
import type { Deps } from '../deps.ts';
import { bearerRoutes } from './route-helpers.ts';

/**
 * A list the caller keeps item by item (a profile section such as work experiences or educations):
 * where it lives, who may call it, its schemas from packages/shared, and the service functions that
 * act on one item of the caller (each gets the caller's user id; `id` is the item's).
 */
export interface CallerItems<Body, Item> {
  /** The collection; one item is `${url}/:id`. */
  url: string;
  tags: string[];
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  params: z.ZodType<{ id: number }>;
  body: z.ZodType<Body>;
  /** The answer of show, create and update: `{ data: item }`. */
  itemResponse: z.ZodType<{ data: Item }>;
  show(deps: Deps, userId: number, id: number): Promise<Item>;
  create(deps: Deps, userId: number, input: Body): Promise<Item>;
  update(deps: Deps, userId: number, id: number, input: Body): Promise<Item>;
  remove(deps: Deps, userId: number, id: number): Promise<void>;
}

/**
 * The item verbs of such a list: GET and PUT `${url}/:id` (200 with the item), POST `${url}` (201
 * with the new item) and DELETE `${url}/:id` (204, no body). Errors are the services' (404 for an
 * item of someone else). The list, its search and sync differ by feature and stay with it.
 */
export function callerItemRoutes<Body, Item>(fastify: FastifyInstance, items: CallerItems<Body, Item>): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const route = bearerRoutes(items.guard, items.tags);
  const { url, params, body, itemResponse } = items;
  const me = (request: FastifyRequest) => currentUser(request).userId;
  // The body schema validated the request; fastify's types cannot resolve a body of a generic schema.
  const input = (request: { body: unknown }) => request.body as Body;

  app.get(`${url}/:id`, route({ params, response: { 200: itemResponse } }), async (request) => ({
    data: await items.show(deps, me(request), request.params.id),
  }));
  app.post(url, route({ body, response: { 201: itemResponse } }), async (request, reply) =>
    reply.code(201).send({ data: await items.create(deps, me(request), input(request)) }),
  );
  app.put(`${url}/:id`, route({ params, body, response: { 200: itemResponse } }), async (request) => ({
    data: await items.update(deps, me(request), request.params.id, input(request)),
  }));
  app.delete(`${url}/:id`, route({ params, response: { 204: z.null() } }), async (request, reply) => {
    await items.remove(deps, me(request), request.params.id);
    return reply.code(204).send(null);
  });
}
