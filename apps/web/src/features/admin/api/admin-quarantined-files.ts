import { adminQuarantinedFileListResponseSchema } from '@hashi/shared/quarantine.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/quarantined-files';
export const ADMIN_QUARANTINE_KEY = ['admin', 'quarantined-files'] as const;

/** GET /api/v1/admin/quarantined-files: the files the virus scan kept back, newest first (ADR 0046). */
export const quarantinedFilesQuery = (page: number) =>
  queryOptions({
    queryKey: [...ADMIN_QUARANTINE_KEY, page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ page: String(page) })}`, {
        schema: adminQuarantinedFileListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** DELETE /api/v1/admin/quarantined-files/{id}: the stored file and its record, for good. */
export async function deleteQuarantinedFile(id: number): Promise<void> {
  await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
}
