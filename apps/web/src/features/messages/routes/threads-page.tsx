import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { SectionEmpty, SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { type ThreadFilter, useThreads } from '../api/threads.ts';
import { ThreadFilters } from '../components/thread-filters.tsx';
import { ThreadItem } from '../components/thread-item.tsx';
import { MESSAGES_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useLiveMessages } from '../api/live-messages.ts';

function filterOf(params: URLSearchParams): ThreadFilter {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    q: (params.get('q') ?? '').trim().slice(0, 100),
    unread: params.get('unread') === '1',
  };
}

/** The filter as the URL keeps it: only what differs from "everything, page 1". */
function paramsOf({ page, q, unread }: ThreadFilter): Record<string, string> {
  return { ...(q ? { q } : {}), ...(unread ? { unread: '1' } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}

/** "Now" for relative times, moved on every minute so "just now" does not stay forever. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /messages (spec §2 Threads): the applicant's conversations, newest message first, with a search by
 * company or posting and an "Unread only" switch kept in the URL, and pages.
 */
export default function ThreadsPage() {
  const { t } = useTranslation(MESSAGES_NS);
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const threads = useThreads(filter);
  useLiveMessages();
  const now = useMinuteClock();
  const title = t('threads.title');

  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  const go = (next: ThreadFilter) => setParams(paramsOf(next));
  const filtered = filter.q !== '' || filter.unread;
  const list = threads.data?.data ?? [];

  let content: ReactNode;
  if (threads.isPending) content = <SectionLoading label={t('threads.loading')} rows={4} />;
  else if (threads.isError && list.length === 0) {
    content = <SectionError message={t('threads.error')} onRetry={() => void threads.refetch()} />;
  } else if (list.length === 0 && filtered) {
    content = (
      <Box sx={{ py: 3 }}>
        <Typography sx={{ mb: 1.5 }}>{t('threads.no_match')}</Typography>
        <Button variant="outlined" onClick={() => go({ page: 1, q: '', unread: false })}>
          {t('threads.show_all')}
        </Button>
      </Box>
    );
  } else if (list.length === 0) {
    content = (
      <Box sx={{ py: 3 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('threads.empty_title')}
        </Typography>
        <SectionEmpty text={t('threads.empty_body')} action={{ to: '/jobs', label: t('threads.find_jobs') }} />
      </Box>
    );
  } else {
    content = (
      <Box sx={{ opacity: threads.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        <Box
          component="ul"
          aria-label={t('threads.list_label')}
          sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
        >
          {list.map((thread) => (
            <ThreadItem key={thread.code} thread={thread} now={now} />
          ))}
        </Box>
        <ListPagination
          count={threads.data?.meta.last_page ?? 1}
          page={filter.page}
          onChange={(page) => go({ ...filter, page })}
          label={t('threads.pages')}
        />
      </Box>
    );
  }

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <PageHeading subtitle={t('threads.intro')}>{title}</PageHeading>
      <ThreadFilters
        q={filter.q}
        unread={filter.unread}
        onSearch={(q) => go({ ...filter, q, page: 1 })}
        onUnread={(unread) => go({ ...filter, unread, page: 1 })}
      />
      {content}
    </Box>
  );
}
