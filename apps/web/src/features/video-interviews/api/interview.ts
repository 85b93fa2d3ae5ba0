import { type ApplicantInterview, applicantInterviewResponseSchema } from '@hashi/shared/video-interview.schema';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';

export const INTERVIEWS_API = '/api/v1/video-interviews';

export const interviewKey = (id: number, language: string) => ['video-interview', id, language] as const;

/** GET /api/v1/video-interviews/{id} (spec §7): the steps' content, the own answers, the deletion date. */
export async function getInterview(id: number, signal?: AbortSignal): Promise<ApplicantInterview> {
  return (await apiFetch(`${INTERVIEWS_API}/${id}`, { schema: applicantInterviewResponseSchema, signal })).data;
}

/** The applicant's interview; a 404 and other failures are the page's to show. */
export function useInterview(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: interviewKey(id, i18n.language),
    queryFn: ({ signal }) => getInterview(id, signal),
    enabled: id > 0,
    meta: { silent: true },
  });
}

/** Puts the server's newest view of the interview in the cache (every language asks again). */
export function storeInterview(client: QueryClient, interview: ApplicantInterview, language: string) {
  client.setQueryData(interviewKey(interview.id, language), interview);
  void client.invalidateQueries({
    queryKey: ['video-interview', interview.id],
    predicate: (query) => query.queryKey[2] !== language,
  });
}
