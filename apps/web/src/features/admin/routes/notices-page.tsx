import type { AdminNotice } from '@hashi/shared/admin.schema';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../employer/console/confirm-dialog.tsx';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../employer/console/console-states.tsx';
import { adminNoticesQuery, deleteNotice } from '../api/admin-notices.ts';
import { NoticeEditor } from '../components/notice-editor.tsx';
import { noticeState } from '../components/notice-form-values.ts';
import { ADMIN_NS } from '../i18n.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';

/** /admin/notices: the notices applicants see in their dashboard — list, create, edit, delete. */
export default function NoticesPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const queryClient = useQueryClient();
  const actionError = useActionErrorText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminNoticesQuery(page));
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNotice | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => deleteNotice(id),
    onSuccess: async () => {
      setDeleting(null);
      setNotice(t('notices.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
    },
  });
  const startEdit = (next: AdminNotice | 'new') => {
    setNotice(null);
    setEditing(next);
  };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('notices.title')}
        </Typography>
        <Button variant="contained" onClick={() => startEdit('new')} disabled={editing !== null}>
          {t('notices.new')}
        </Button>
      </Box>
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {remove.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {actionError(remove.error)}
        </Alert>
      )}
      {editing !== null && (
        <NoticeEditor
          key={editing === 'new' ? 'new' : editing.id}
          notice={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) setNotice(t('notices.saved'));
          }}
        />
      )}
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.data.length === 0 && editing === null && <ConsoleEmpty>{t('notices.empty')}</ConsoleEmpty>}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((item) => {
            const state = noticeState(item);
            return (
              <Paper component="li" variant="outlined" key={item.id} sx={{ p: 2 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
                  {language === 'ja' ? item.title_ja : item.title_en}
                </Typography>
                <Box sx={{ my: 1 }}>
                  <Chip
                    size="small"
                    color={state === 'published' ? 'success' : state === 'scheduled' ? 'info' : 'default'}
                    label={t(`notices.state_${state}`, {
                      date: item.published_at ? formatTokyoDay(item.published_at, language) : '',
                    })}
                  />
                </Box>
                <Box sx={{ display: 'flex', gap: 1 }}>
                  <Button size="small" variant="outlined" onClick={() => startEdit(item)} disabled={editing !== null}>
                    {t('notices.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(item)}>
                    {t('notices.delete')}
                  </Button>
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={list.data.meta.last_page}
          page={page}
          onChange={(_, next) => setParams({ page: String(next) })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('notices.delete_title')}
        message={t('notices.delete_message', {
          title: deleting ? (language === 'ja' ? deleting.title_ja : deleting.title_en) : '',
        })}
        confirmLabel={t('notices.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
