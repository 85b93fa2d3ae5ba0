import { CV_DOCUMENT_PATH, type ProfileMedia, profileMediaResponseSchema } from '@hashi/shared/profile-media.schema';
import { translateShared } from '@hashi/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, quarantinedFiles } from '../../../lib/api/api-error.ts';
import { apiFetch } from '../../../lib/api/client.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { UploadAborted, uploadFile } from '../../../lib/api/upload-file.ts';
import { UploadCancelled } from '../../../lib/uploads/upload-errors.ts';
import { runUpload, type UploadOutcome } from '../../../lib/uploads/run-upload.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';
import { CV_NS } from '../i18n.ts';

/** Where the CV file is shown and changed, for the upload manager's link. */
const DOCUMENTS_PAGE = '/profile-settings/documents';

/** The failure of a CV upload in the user's language: the scanner's or the server's words, else ours. */
function failureMessage(error: unknown): string {
  const quarantined = quarantinedFiles(error)[0];
  if (quarantined) return quarantined.message;
  if (isApiError(error) && error.status === 0) return i18next.t('file.network', { ns: CV_NS });
  if (isApiError(error) && error.body?.message) return error.body.message;
  return translateShared(requestLocale(), 'errors.server_error');
}

/**
 * Keeps a CV file with the profile (POST applicant/cv-document, one request with progress, through
 * the app's upload manager), replacing the one kept; the profile is refetched afterwards.
 */
export function uploadCvDocument(queryClient: QueryClient, file: File): Promise<UploadOutcome<ProfileMedia>> {
  return runUpload<ProfileMedia>({
    kind: 'cv',
    title: file.name,
    link: DOCUMENTS_PAGE,
    resumable: false,
    start: ({ onProgress }) => {
      const upload = uploadFile(CV_DOCUMENT_PATH, file, profileMediaResponseSchema, onProgress);
      return {
        result: upload.result.then(
          (answer) => answer.data,
          (error: unknown) => {
            throw error instanceof UploadAborted ? new UploadCancelled() : error;
          },
        ),
        abort: upload.abort,
      };
    },
    describeError: failureMessage,
    onSettled: () => refreshProfileQueries(queryClient),
  });
}

/** Deletes the kept CV file (DELETE applicant/cv-document/{id}); the profile is refetched afterwards. */
export function useDeleteCvDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch(`${CV_DOCUMENT_PATH}/${id}`, { method: 'DELETE' }),
    onSuccess: () => refreshProfileQueries(queryClient),
  });
}
