import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { INTERVIEWS_API } from './interview.ts';

/**
 * DELETE /api/v1/video-interviews/{id}/answers: before sending, the drafts; after sending or the
 * deadline, every answer and video for good, sooner than the 30 days (spec §4).
 */
export async function deleteAnswers(id: number, questionNo?: number): Promise<void> {
  const query = questionNo === undefined ? '' : `?question_no=${questionNo}`;
  await apiFetch(`${INTERVIEWS_API}/${id}/answers${query}`, { method: 'DELETE' });
}

export function useDeleteAnswers(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAnswers(id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['video-interview', id] }),
    meta: { silent: true },
  });
}

/** Clears one draft answer (a text emptied by the applicant): `DELETE …/answers?question_no=N`. */
export function useClearDraft(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionNo: number) => deleteAnswers(id, questionNo),
    onSuccess: () => client.invalidateQueries({ queryKey: ['video-interview', id] }),
  });
}
