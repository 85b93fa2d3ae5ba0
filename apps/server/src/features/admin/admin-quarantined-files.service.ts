import type { FastifyBaseLogger } from 'fastify';
import type {
  AdminQuarantinedFile,
  AdminQuarantinedFileListQuery,
  AdminQuarantinedFileListResponse,
} from '@hashi/shared/quarantine.schema';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { pageMeta, pageWindow } from '../../platform/http/page-meta.ts';
import { listQuarantinedFiles, type QuarantinedFileRow } from '../../platform/storage/quarantine.repository.ts';
import { deleteQuarantinedFileForGood, quarantineDeleteAfter } from '../../platform/storage/quarantine-retention.ts';

/**
 * The admins' view of the files the virus scan kept back (ADR 0044, 0046): the records, newest
 * first, and deleting one for good. The bytes are never served: nothing here reads them.
 */

function fileOf(deps: Deps, row: QuarantinedFileRow): AdminQuarantinedFile {
  const at = new Date(row.created_at);
  return {
    id: row.id,
    quarantined_at: at.toISOString(),
    purpose: row.purpose,
    uploader: row.uploader_user_id === null ? null : { id: row.uploader_user_id, email: row.uploader_email ?? '' },
    file_name: row.file_name,
    size_bytes: row.size_bytes,
    verdict: row.verdict,
    detail: row.detail,
    delete_after: quarantineDeleteAfter(deps, at).toISOString(),
  };
}

export async function listQuarantine(
  deps: Deps,
  query: AdminQuarantinedFileListQuery,
): Promise<AdminQuarantinedFileListResponse> {
  const { rows, total } = await listQuarantinedFiles(deps.db, pageWindow(query));
  return {
    data: rows.map((row) => fileOf(deps, row)),
    meta: pageMeta(query, total),
    retention_days: deps.config.QUARANTINE_RETENTION_DAYS,
  };
}

/**
 * Deletes a kept-back file and its record. The record goes with it, so the log line is the trail
 * of who deleted what (the way the console's other irreversible actions leave theirs: ADR 0046).
 */
export async function deleteQuarantine(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'info'>,
  adminId: number,
  id: number,
): Promise<void> {
  if (!(await deleteQuarantinedFileForGood(deps, id))) throw notFound();
  log.info({ adminId, quarantinedFileId: id }, 'admin deleted a quarantined file');
}
