import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EditableList } from '../../../components/ui/editable-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import {
  ConsoleEmpty,
  ConsoleError,
  ConsoleLoading,
  useActionErrorText,
} from '../../../components/ui/console-states.tsx';
import { adminNoticesQuery, deleteNotice } from '../api/admin-notices.ts';
import { NoticeEditor } from '../components/notice-editor.tsx';
import { noticeState } from '../components/notice-form-values.ts';
import { ADMIN_NS } from '../i18n.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';

/** /admin/notices: the notices applicants see in their dashboard — list, create, edit, delete. */
export default function NoticesPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const actionError = useActionErrorText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminNoticesQuery(page));
  return (
    <EditableList
      labels={{
        title: t('notices.title'),
        new: t('notices.new'),
        edit: t('notices.edit'),
        delete: t('notices.delete'),
        cancel: t('notices.cancel'),
        saved: t('notices.saved'),
        deleted: t('notices.deleted'),
        deleteTitle: t('notices.delete_title'),
        deleteMessage: (deleting) =>
          t('notices.delete_message', {
            title: deleting ? (language === 'ja' ? deleting.title_ja : deleting.title_en) : '',
          }),
      }}
      items={list.data?.data}
      status={
        <>
          {list.isPending && <ConsoleLoading />}
          {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
        </>
      }
      empty={<ConsoleEmpty>{t('notices.empty')}</ConsoleEmpty>}
      itemTitle={(item) => (language === 'ja' ? item.title_ja : item.title_en)}
      itemBody={(item) => {
        const state = noticeState(item);
        return (
          <Box sx={{ my: 1 }}>
            <Chip
              size="small"
              color={state === 'published' ? 'success' : state === 'scheduled' ? 'info' : 'default'}
              label={t(`notices.state_${state}`, {
                date: item.published_at ? formatTokyoDay(item.published_at, language) : '',
              })}
            />
          </Box>
        );
      }}
      editor={(notice, onDone) => <NoticeEditor notice={notice} onDone={onDone} />}
      onDelete={deleteNotice}
      queryKey={['admin', 'notices']}
      errorText={actionError}
      oneEditAtATime
    >
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ page: String(next) })}
      />
    </EditableList>
  );
}
