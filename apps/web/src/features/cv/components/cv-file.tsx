import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { translateShared } from '@hashi/shared/i18n';
import type { ProfileMedia } from '@hashi/shared/profile-media.schema';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/feedback/use-confirm.ts';
import { useSnackbar } from '../../../components/feedback/use-snackbar.ts';
import { requestLocale } from '../../../lib/api/http.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { useUploads } from '../../../lib/uploads/upload-store.ts';
import { uploadCvDocument, useDeleteCvDocument } from '../api/cv-document.ts';
import { CV_NS } from '../i18n.ts';
import { CV_ACCEPT, checkCvFiles } from '../review/file-check.ts';

/**
 * The CV file kept with the profile (spec §5: one file): its name, size and date with a download
 * link, upload (replacing it, through the app's upload manager) and delete after a confirmation.
 * `file` is the profile's `cv_document`.
 */
export function CvFile({ file }: { file: ProfileMedia | null }) {
  const { t, i18n } = useTranslation(CV_NS);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const showSnackbar = useSnackbar();
  const removal = useDeleteCvDocument();
  const { items } = useUploads();
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const running = items.findLast((item) => item.kind === 'cv' && item.status === 'uploading') ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still starts an upload.
    event.target.value = '';
    if (!chosen) return;
    const problem = checkCvFiles([chosen]);
    if (problem) {
      setError(translateShared(requestLocale(), problem === 'errors.cv_unparseable' ? 'errors.file_missing' : problem));
      return;
    }
    setError(null);
    const outcome = await uploadCvDocument(queryClient, chosen);
    if (outcome.status === 'failed') setError(outcome.error);
    if (outcome.status === 'finished') showSnackbar(t('file.saved'), 'success');
  };

  const remove = async () => {
    if (!file) return;
    const ok = await confirm({
      title: t('file.delete_title'),
      message: t('file.delete_message'),
      confirmLabel: t('file.delete_confirm'),
      destructive: true,
    });
    if (!ok) return;
    setError(null);
    removal.mutate(file.id, { onSuccess: () => showSnackbar(t('file.deleted'), 'success') });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('file.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('file.intro')}
      </Typography>
      {file ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, minWidth: 0 }}>
          <DescriptionOutlined aria-hidden color="action" />
          <Box sx={{ minWidth: 0 }}>
            <Link
              href={file.url}
              download={file.file_name}
              aria-label={t('file.download', { name: file.file_name })}
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {file.file_name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('file.details', {
                size: formatFileSize(file.size, i18n.language),
                date: formatTokyoDay(file.created_at, i18n.language),
              })}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>{t('file.none')}</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" disabled={running !== null}>
          {file ? t('file.change') : t('file.upload')}
          <input type="file" hidden accept={CV_ACCEPT} onChange={(event) => void choose(event)} />
        </Button>
        {file && (
          <Button color="error" onClick={remove} loading={removal.isPending} disabled={running !== null}>
            {t('file.delete')}
          </Button>
        )}
      </Box>
      {running && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={running.progress}
            aria-label={t('file.uploading', { percent: running.progress })}
          />
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
            {t('file.uploading', { percent: running.progress })}
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
