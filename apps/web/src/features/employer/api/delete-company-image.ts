import { apiFetch } from '../../../lib/api/client.ts';

/** DELETE /api/v1/employer/company/images/{id}: the company goes back to no image of that type. */
export async function deleteCompanyImage(id: number): Promise<void> {
  await apiFetch(`/api/v1/employer/company/images/${id}`, { method: 'DELETE' });
}
