import type { AdminQuarantinedFile } from '@hashi/shared/quarantine.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardList, CardListItem } from '../../../components/ui/card-list.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { FieldRows } from '../../../components/ui/field-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { formatTokyoDateTime } from '../../../lib/format/date.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { ADMIN_QUARANTINE_KEY, deleteQuarantinedFile, quarantinedFilesQuery } from '../api/admin-quarantined-files.ts';
import { ADMIN_NS } from '../i18n.ts';

/** One kept-back file's facts: when, for what, whose, how big, why, and when it goes by itself. */
function QuarantineFacts({ file }: { file: AdminQuarantinedFile }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.language;
  const rows: Array<[string, string]> = [
    [t('quarantine.quarantined_at'), formatTokyoDateTime(file.quarantined_at, language)],
    [t('quarantine.purpose'), t(`quarantine.purpose_${file.purpose}`)],
    [
      t('quarantine.uploader'),
      file.uploader ? `${file.uploader.email} (#${file.uploader.id})` : t('quarantine.deleted_user'),
    ],
    [t('quarantine.size'), formatFileSize(file.size_bytes, language)],
    [t(`quarantine.detail_${file.verdict}`), file.detail],
    [t('quarantine.delete_after'), formatTokyoDateTime(file.delete_after, language)],
  ];
  return (
    <Box sx={{ my: 1.5 }}>
      <FieldRows rows={rows} />
    </Box>
  );
}

/**
 * /admin/quarantined-files: the files the virus scan kept back (ADR 0044, 0046), newest first; one
 * can be deleted for good. The file itself is never offered: no link, no preview.
 */
export default function QuarantinedFilesPage() {
  const { t } = useTranslation(ADMIN_NS);
  const actionError = useActionErrorText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(quarantinedFilesQuery(page));
  const [deleting, setDeleting] = useState<AdminQuarantinedFile | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => deleteQuarantinedFile(id),
    onSuccess: async () => {
      setNotice(t('quarantine.deleted', { name: deleting?.file_name ?? '' }));
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUARANTINE_KEY });
    },
    // The dialog closes; the page says what went wrong (a 404: someone else deleted it already).
    onError: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUARANTINE_KEY });
    },
  });
  const items = list.data?.data;
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('quarantine.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {list.data ? t('quarantine.intro', { count: list.data.retention_days }) : t('quarantine.intro_short')}
      </Typography>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {remove.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {actionError(remove.error)}
        </Alert>
      )}
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {items?.length === 0 && <ConsoleEmpty>{t('quarantine.empty')}</ConsoleEmpty>}
      {items && items.length > 0 && (
        <CardList>
          {items.map((file) => (
            <CardListItem key={file.id}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
                  {file.file_name}
                </Typography>
                <Chip
                  size="small"
                  color={file.verdict === 'infected' ? 'error' : 'warning'}
                  label={t(`quarantine.verdict_${file.verdict}`)}
                />
              </Box>
              <QuarantineFacts file={file} />
              <Button
                size="small"
                color="error"
                variant="outlined"
                aria-label={t('quarantine.delete_label', { name: file.file_name })}
                onClick={() => {
                  remove.reset();
                  setNotice(null);
                  setDeleting(file);
                }}
              >
                {t('quarantine.delete')}
              </Button>
            </CardListItem>
          ))}
        </CardList>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('quarantine.delete_title', { name: deleting?.file_name ?? '' })}
        message={t('quarantine.delete_message')}
        confirmLabel={t('quarantine.delete_confirm')}
        cancelLabel={t('review.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
