import { type CompanyImage, companyImageResponseSchema } from '@hashi/shared/company-image.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/** POST /api/v1/employer/company/images/{payload_type}: replaces the image of that type. */
export async function uploadCompanyImage(payloadType: number, file: File): Promise<CompanyImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await apiFetch(`/api/v1/employer/company/images/${payloadType}`, {
    method: 'POST',
    body: form,
    schema: companyImageResponseSchema,
  });
  return response.data;
}
