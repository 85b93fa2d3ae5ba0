import {
  type AnswerUpdate,
  type ApplicantInterview,
  applicantInterviewResponseSchema,
} from '@hashi/shared/video-interview.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api/client.ts';
import { INTERVIEWS_API, storeInterview } from './interview.ts';

/**
 * POST /api/v1/video-interviews/{id}/update as JSON: one answer (a draft the company never sees)
 * and/or `send: true`. The answer is the interview as it now stands.
 */
export async function updateInterview(id: number, body: AnswerUpdate): Promise<ApplicantInterview> {
  return (
    await apiFetch(`${INTERVIEWS_API}/${id}/update`, {
      method: 'POST',
      body,
      schema: applicantInterviewResponseSchema,
    })
  ).data;
}

/** Saves an answer or sends; the page shows what went wrong itself (in the user's language). */
export function useUpdateInterview(id: number) {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (body: AnswerUpdate) => updateInterview(id, body),
    onSuccess: (interview) => storeInterview(client, interview, i18n.language),
    meta: { silent: true },
  });
}
