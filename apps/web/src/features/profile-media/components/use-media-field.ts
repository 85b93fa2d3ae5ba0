import { translateShared } from '@hashi/shared/i18n';
import type { ProfileMediaKind, VideoContext } from '@hashi/shared/profile-media.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestLocale } from '../../../lib/api/http.ts';
import { useConfirm } from '../../../components/feedback/use-confirm.ts';
import { useSnackbar } from '../../../components/feedback/use-snackbar.ts';
import { useDeleteProfileMedia } from '../api/delete-profile-media.ts';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { checkFile } from '../upload/check-file.ts';
import { startUpload } from '../upload/start-upload.ts';
import { useUploads } from '../../../lib/uploads/upload-store.ts';

/** What a field shows of its file: the id to delete and the signed link to show (see the fields' props). */
export type MediaRef = { id: number; url: string | null };

/**
 * The behaviour both fields share: check a chosen file in the browser (type by extension, size,
 * with the server's messages), upload it through the manager, show this kind's running upload
 * and its error, and delete the current file after a confirmation.
 */
export function useMediaField(kind: ProfileMediaKind, media: MediaRef | null, context: VideoContext = 'other') {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const showSnackbar = useSnackbar();
  const { items } = useUploads();
  const removal = useDeleteProfileMedia(kind);
  const [error, setError] = useState<string | null>(null);
  const running = items.findLast((item) => item.kind === kind && item.status === 'uploading') ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(kind, file, context);
    if (problem) {
      setError(translateShared(requestLocale(), problem));
      return;
    }
    setError(null);
    const outcome = await startUpload(queryClient, kind, file, context);
    if (outcome.status === 'failed') setError(outcome.error);
    if (outcome.status === 'finished') showSnackbar(t(`${kind}.uploaded`), 'success');
  };

  const remove = async () => {
    if (!media) return;
    const ok = await confirm({
      title: t(`${kind}.delete_title`),
      message: t(`${kind}.delete_message`),
      confirmLabel: t('delete_confirm'),
      destructive: true,
    });
    if (!ok) return;
    setError(null);
    removal.mutate(media.id, { onSuccess: () => showSnackbar(t(`${kind}.deleted`), 'success') });
  };

  return { running, error, choose, remove, deleting: removal.isPending };
}
