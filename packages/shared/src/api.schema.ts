import { z } from 'zod';

/** Error body of every failed call (ARCHITECTURE.md, API conventions). */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  show_dialog: z.boolean().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(10),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: z.object({
      current_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
      last_page: z.number().int(),
    }),
  });
}

/** A record id in a path (`/…/{id}`): a positive PostgreSQL `integer`. */
export const recordIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);
export const recordIdParamsSchema = z.object({ id: recordIdSchema });

/**
 * The `{id}` path of the profile resources (experiences, educations, skills, preferences): positive,
 * without the upper bound of recordIdParamsSchema. Kept apart so that their validation messages stay
 * as they are; merging the two is a behaviour change for its own issue.
 */
export const positiveIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
