import {
  type AccessRoute,
  type AccessRouteInput,
  accessRouteListResponseSchema,
  accessRouteResponseSchema,
  type SignupReportRequest,
  signupReportResponseSchema,
} from '@hashi/shared/access-route-admin.schema';
import type { ErrorResponse } from '@hashi/shared/api.schema';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { getUserAccessToken } from '../../../lib/api/user-token.ts';

const BASE = '/api/v1/admin/access-routes';

export const accessRoutesQuery = (page: number) =>
  queryOptions({
    queryKey: ['admin', 'access-routes', page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}?${new URLSearchParams({ page: String(page), per_page: '50' })}`, {
        schema: accessRouteListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export async function saveAccessRoute(id: number | null, input: AccessRouteInput): Promise<AccessRoute> {
  return (
    await apiFetch(id === null ? BASE : `${BASE}/${id}`, {
      method: id === null ? 'POST' : 'PUT',
      body: input,
      schema: accessRouteResponseSchema,
    })
  ).data;
}

export async function deleteAccessRoute(id: number): Promise<void> {
  await apiFetch(`${BASE}/${id}`, { method: 'DELETE' });
}

export type ReportRange = SignupReportRequest;

const reportParams = (range: ReportRange) =>
  new URLSearchParams({
    by: range.by ?? 'access_route',
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  });

export const signupReportQuery = (range: ReportRange, language: string) =>
  queryOptions({
    queryKey: ['admin', 'signup-report', range, language] as const,
    queryFn: ({ signal }) =>
      apiFetch(`${BASE}/report?${reportParams(range)}`, { schema: signupReportResponseSchema, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/**
 * Downloads the report as the server writes it (CSV): fetched with the admin's token, then saved
 * through a temporary link, since a plain link cannot carry the bearer.
 */
export async function downloadSignupReport(range: ReportRange): Promise<void> {
  const token = await getUserAccessToken();
  const response = await fetch(`${BASE}/report.csv?${reportParams(range)}`, {
    headers: {
      Accept: 'text/csv',
      'X-Localization': requestLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'include',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ErrorResponse | undefined;
    throw new ApiError(response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'sign-ups.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
