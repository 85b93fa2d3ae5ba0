import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { idParam } from '../../employer-approaches/components/posting-filter.tsx';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { companyThreadsQuery, type ThreadFilters } from '../api/threads.ts';
import { InboxFilters } from '../components/inbox-filters.tsx';
import { ThreadItem } from '../components/thread-item.tsx';
import { EMPLOYER_MESSAGES_NS } from '../i18n.ts';

/** The filters as the address holds them (`?job_posting_id=&unread=true&q=&page=`), so a link or reload keeps them. */
function filtersOf(params: URLSearchParams): ThreadFilters {
  return {
    job_posting_id: idParam(params.get('job_posting_id')),
    unread: params.get('unread') === 'true',
    q: params.get('q')?.trim().slice(0, 100) ?? '',
    page: idParam(params.get('page')) ?? 1,
  };
}

function paramsOf(filters: ThreadFilters): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.job_posting_id) out.job_posting_id = String(filters.job_posting_id);
  if (filters.unread) out.unread = 'true';
  if (filters.q) out.q = filters.q;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** /employer/messages: the company's conversations with applicants, newest message first. */
export default function InboxPage() {
  const { t } = useTranslation(EMPLOYER_MESSAGES_NS);
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const list = useQuery(companyThreadsQuery(filters));
  const go = (next: ThreadFilters) => setParams(paramsOf(next));
  const filtered = filters.job_posting_id !== null || filters.unread || filters.q !== '';

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('inbox.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('inbox.intro')}
      </Typography>
      {/* A new address (a link, the back button) starts the search box from its words again. */}
      <InboxFilters key={filters.q} filters={filters} onChange={(next) => go({ ...next, page: 1 })} />
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && (
        <ConsoleEmpty>{filtered ? t('inbox.empty_filtered') : t('inbox.empty')}</ConsoleEmpty>
      )}
      {list.data && list.data.data.length === 0 && filtered && (
        <Box sx={{ textAlign: 'center' }}>
          <Button onClick={() => setParams({})}>{t('inbox.clear')}</Button>
        </Box>
      )}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((thread) => (
            <ThreadItem key={thread.code} thread={thread} />
          ))}
        </Box>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={filters.page}
        label={t('inbox.pages')}
        onChange={(page) => go({ ...filters, page })}
      />
    </Box>
  );
}
