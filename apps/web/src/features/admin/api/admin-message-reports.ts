import {
  type AdminMessageReport,
  adminMessageReportListResponseSchema,
  adminMessageReportResponseSchema,
  type MessageReportStatus,
} from '@hashi/shared/message-report.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

const BASE = '/api/v1/admin/message-reports';
export const MESSAGE_REPORTS_KEY = ['admin', 'message-reports'] as const;
export type ReportDecision = 'uphold' | 'restore';

/** GET /api/v1/admin/message-reports: one status, newest first, with every pending report counted. */
export const messageReportsQuery = (status: MessageReportStatus, page: number, language: string) =>
  queryOptions({
    queryKey: [...MESSAGE_REPORTS_KEY, 'list', { status, page, language }] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ status, page: String(page) })}`, {
        schema: adminMessageReportListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** The navigation's badge: how many reports wait for a decision (one small page of them). */
export const pendingReportsQuery = () =>
  queryOptions({
    queryKey: [...MESSAGE_REPORTS_KEY, 'pending-count'] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch(`${BASE}?status=pending&per_page=1`, {
          schema: adminMessageReportListResponseSchema,
          signal,
        })
      ).pending_count,
    meta: { silent: true },
  });

export const messageReportQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: [...MESSAGE_REPORTS_KEY, 'detail', id, language] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch(`${BASE}/${id}`, { schema: adminMessageReportResponseSchema, signal })).data,
    meta: { silent: true },
  });

/** POST …/{id}/uphold or …/{id}/restore, with the admin's optional note. */
export async function decideMessageReport(
  id: number,
  decision: ReportDecision,
  note: string,
): Promise<AdminMessageReport> {
  const body = { note: note.trim() === '' ? null : note.trim() };
  return (
    await apiFetch(`${BASE}/${id}/${decision}`, { method: 'POST', body, schema: adminMessageReportResponseSchema })
  ).data;
}
