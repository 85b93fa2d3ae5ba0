import {
  type ReportMessage,
  type ReportMessageInput,
  type ReportMessageResponse,
  reportMessageResponseSchema,
} from '@hashi/shared/message-report.schema';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';

/** Where each side's threads live: the applicant's app and the employer console. */
export const REPORT_API = {
  applicant: '/api/v2/customer/messages',
  company: '/api/v1/employer/messages',
} as const;
export type ReportSide = keyof typeof REPORT_API;

export type ReportTarget = { side: ReportSide; code: string; messageId: number };

/**
 * POST …/threads/{code}/messages/{id}/report: 201 the first time, 200 with the same report after.
 * Answers the report and the message as the reporter now sees it (hidden behind its notice).
 */
export async function reportMessage(
  target: ReportTarget,
  input: ReportMessage | ReportMessageInput,
): Promise<ReportMessageResponse['data']> {
  const path = `${REPORT_API[target.side]}/threads/${encodeURIComponent(target.code)}/messages/${target.messageId}/report`;
  return (await apiFetch(path, { method: 'POST', body: input, schema: reportMessageResponseSchema })).data;
}

/** The report as a mutation; the dialog shows its failures itself. */
export function useReportMessage(target: ReportTarget) {
  return useMutation({
    meta: { silent: true },
    mutationFn: (input: ReportMessage) => reportMessage(target, input),
  });
}
