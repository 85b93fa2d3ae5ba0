import { APPLICANT_ID_COOKIE } from '@hashi/shared/constants';
import type { ApplicantAuthResponse } from '@hashi/shared/auth.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetchLazySchema } from '../api/client.ts';
import { setCookie } from '../cookies.ts';
import type { StoredSession } from '../api/session-store.ts';

export const applicantAuthQueryKey = (session: Pick<StoredSession, 'user' | 'startedAt'>) =>
  ['auth', 'applicant', session.user.id, session.startedAt] as const;

/** The applicant record of spec §3; also remembered in the applicant-id cookie (spec §9). */
export async function getApplicantAuth(signal?: AbortSignal): Promise<ApplicantAuthResponse> {
  const applicant = await apiFetchLazySchema(
    '/api/v1/applicants/auth',
    async () => (await import('@hashi/shared/auth.schema')).applicantAuthResponseSchema,
    { signal },
  );
  setCookie(APPLICANT_ID_COOKIE, String(applicant.id));
  return applicant;
}

export const applicantAuthQueryOptions = (session: Pick<StoredSession, 'user' | 'startedAt'>) =>
  queryOptions({
    queryKey: applicantAuthQueryKey(session),
    queryFn: ({ signal }) => getApplicantAuth(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
