import { type CompanyImage, companyImageListResponseSchema } from '@hashi/shared/company-image.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

/** GET /api/v1/employer/company/images: the company's logo, cover and appeal images (ADR 0036). */
export const companyImagesQuery = queryOptions({
  queryKey: ['employer', 'company', 'images'] as const,
  queryFn: async ({ signal }): Promise<CompanyImage[]> =>
    (await apiFetch('/api/v1/employer/company/images', { schema: companyImageListResponseSchema, signal })).data,
  meta: { silent: true },
});
