import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/**
 * The status tab and page of an admin review list, kept in the address (`?status=…&page=…`) so
 * that a reload or a shared link opens the same list; an unknown status falls back to `fallback`.
 */
export function useStatusListParams<S extends string>(statuses: readonly S[], fallback: S) {
  const [params, setParams] = useSearchParams();
  const status = statuses.find((s) => s === params.get('status')) ?? fallback;
  const page = Math.max(1, Number(params.get('page')) || 1);
  return {
    status,
    page,
    setStatus: (next: S) => setParams({ status: next }),
    setPage: (next: number) => setParams({ status, page: String(next) }),
  };
}

interface StatusListProps<S extends string, T> {
  title: string;
  /** The accessible name of the tab list. */
  filterLabel: string;
  statuses: readonly S[];
  tabLabel: (status: S) => string;
  params: ReturnType<typeof useStatusListParams<S>>;
  list: UseQueryResult<{ data: T[]; meta: { last_page: number } }>;
  emptyText: string;
  children: (item: T) => ReactNode;
}

/**
 * An admin review list (inquiries, company requests, message reports): a heading, status tabs,
 * the designed loading, error and empty states, the cards and the pages.
 */
export function StatusList<S extends string, T>({
  title,
  filterLabel,
  statuses,
  tabLabel,
  params,
  list,
  emptyText,
  children,
}: StatusListProps<S, T>) {
  return (
    <Box>
      <PageHeading>{title}</PageHeading>
      <Tabs
        value={params.status}
        onChange={(_, next: S) => params.setStatus(next)}
        variant="scrollable"
        aria-label={filterLabel}
        sx={{ mb: 2 }}
      >
        {statuses.map((s) => (
          <Tab key={s} value={s} label={tabLabel(s)} />
        ))}
      </Tabs>
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.data.length === 0 && <ConsoleEmpty>{emptyText}</ConsoleEmpty>}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map(children)}
        </Box>
      )}
      <ListPagination count={list.data?.meta.last_page ?? 1} page={params.page} onChange={params.setPage} />
    </Box>
  );
}

interface ReviewCardProps {
  title: ReactNode;
  /** The status or kind chip beside the title. */
  chip: ReactNode;
  /** Where "Open" leads, its text and its accessible name (which names the item). */
  to: string;
  openText: string;
  openLabel: string;
  children: ReactNode;
}

/** One item of an admin review list: its title and chip, a few lines, and the way to open it. */
export function ReviewCard({ title, chip, to, openText, openLabel, children }: ReviewCardProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {chip}
      </Box>
      {children}
      <Box>
        <Button component={RouterLink} to={to} size="small" variant="outlined" aria-label={openLabel}>
          {openText}
        </Button>
      </Box>
    </Paper>
  );
}

/** Up to two lines of a long text (a question, hiring needs) on a review card. */
export function ClampedText({ children }: { children: ReactNode }) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
    >
      {children}
    </Typography>
  );
}
