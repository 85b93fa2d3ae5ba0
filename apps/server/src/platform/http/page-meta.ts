import type { z } from 'zod';
import type { pageMetaSchema } from '@hashi/shared/api.schema';

/** The `meta` of a list answer (ARCHITECTURE.md "Lists") for page `page` of `per_page` rows of `total`. */
export function pageMeta(page: { page: number; per_page: number }, total: number): z.infer<typeof pageMetaSchema> {
  return {
    current_page: page.page,
    per_page: page.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / page.per_page)),
  };
}

/** The rows of page `page` of `per_page`: the offset and limit of the query. */
export const pageWindow = (page: { page: number; per_page: number }) => ({
  offset: (page.page - 1) * page.per_page,
  limit: page.per_page,
});
