import DoneAll from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/page-states.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { useSnackbar } from '../../../components/feedback/use-snackbar.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../../shell/api/notification-summary.ts';
import { type NotificationFilter, useNotificationList } from '../api/notification-list.ts';
import { NotificationRow } from '../components/notification-row.tsx';
import { NOTIFICATIONS_NS } from '../i18n.ts';

function filterOf(params: URLSearchParams): NotificationFilter {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    unread: params.get('unread') === '1',
  };
}

/** The filter as the URL keeps it: only what differs from "everything, page 1". */
function paramsOf({ page, unread }: NotificationFilter): Record<string, string> {
  return { ...(unread ? { unread: '1' } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

/** "Now" for relative times, moved on every minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /notifications (spec §2; ADR 0024): every item, newest first, in pages, with "Unread only" kept in
 * the URL, a read mark per item and "Mark all as read".
 */
export default function NotificationsPage() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const list = useNotificationList(filter);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const showSnackbar = useSnackbar();
  const now = useMinuteClock();
  const title = t('list.title');

  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  const go = (next: NotificationFilter) => setParams(paramsOf(next));
  const items = list.data?.data ?? [];
  const anyUnread = items.some((item) => !item.read) || filter.unread;

  let content: ReactNode;
  if (list.isPending) content = <SectionLoading label={t('list.loading')} rows={4} />;
  else if (list.isError && items.length === 0) {
    content = <SectionError message={t('list.error')} onRetry={() => void list.refetch()} />;
  } else if (items.length === 0 && filter.unread) {
    content = (
      <Box sx={{ textAlign: 'center' }}>
        <EmptyState>{t('list.no_unread')}</EmptyState>
        <Button variant="outlined" onClick={() => go({ page: 1, unread: false })}>
          {t('list.show_all')}
        </Button>
      </Box>
    );
  } else if (items.length === 0) {
    content = <EmptyState>{t('list.empty')}</EmptyState>;
  } else {
    content = (
      <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        <Box
          component="ul"
          aria-label={t('list.list_label')}
          sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {items.map((item) => (
            <NotificationRow
              key={item.id}
              item={item}
              now={now}
              onMarkRead={(id) => markRead.mutate(id)}
              marking={markRead.isPending && markRead.variables === item.id}
            />
          ))}
        </Box>
        <ListPagination
          count={list.data?.meta.last_page ?? 1}
          page={filter.page}
          onChange={(page) => go({ ...filter, page })}
          label={t('list.pages')}
        />
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('list.intro')}</Typography>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}
      >
        <FormControlLabel
          control={<Switch checked={filter.unread} onChange={(_, checked) => go({ page: 1, unread: checked })} />}
          label={t('list.unread_only')}
          sx={{ mr: 0 }}
        />
        <Button
          variant="outlined"
          startIcon={<DoneAll aria-hidden />}
          disabled={!anyUnread || markAll.isPending}
          onClick={() => markAll.mutate(undefined, { onSuccess: () => showSnackbar(t('list.all_read'), 'success') })}
        >
          {t('list.mark_all_read')}
        </Button>
      </Box>
      {content}
    </Box>
  );
}
