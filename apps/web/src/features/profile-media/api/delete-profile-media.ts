import type { ProfileMediaKind } from '@hashi/shared/profile-media.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api/client.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';

/** DELETE applicant/profile-photo/{id} or profile-video/{id} (spec §7 applicant v2). */
export async function deleteProfileMedia(kind: ProfileMediaKind, id: number): Promise<void> {
  await apiFetch(`/api/v2/applicant/profile-${kind}/${id}`, { method: 'DELETE' });
}

/** Deletes the photo or video; the profile and the applicant record are refetched afterwards. */
export function useDeleteProfileMedia(kind: ProfileMediaKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProfileMedia(kind, id),
    onSuccess: () => refreshProfileQueries(queryClient),
  });
}
