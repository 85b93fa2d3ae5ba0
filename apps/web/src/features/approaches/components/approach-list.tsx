import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { SectionError, SectionLoading } from '../../../components/ui/section-states.tsx';
import { APPROACH_NS } from '../i18n.ts';

type ListFrameProps = {
  isPending: boolean;
  isError: boolean;
  /** A newer page is on its way; the current one stays, dimmed. */
  isFetching: boolean;
  onRetry: () => void;
  empty: string;
  count: number;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** What a page of a list query tells its ListFrame: the query's states, the item count, the last page. */
export function listQueryState(query: {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
  data?: { data: readonly unknown[]; meta: { last_page: number } };
}) {
  return {
    isPending: query.isPending,
    isError: query.isError,
    isFetching: query.isFetching && query.isPlaceholderData,
    onRetry: () => void query.refetch(),
    count: query.data?.data.length ?? 0,
    lastPage: query.data?.meta.last_page ?? 1,
  };
}

/** A tab's list with its loading, error and empty states and its pages. */
export function ListFrame(props: ListFrameProps) {
  const { t } = useTranslation(APPROACH_NS);
  if (props.isPending) return <SectionLoading label={t('list.loading')} />;
  if (props.isError && props.count === 0) return <SectionError message={t('list.error')} onRetry={props.onRetry} />;
  if (props.count === 0) {
    return (
      <Box sx={{ py: 3 }}>
        <Typography gutterBottom>{props.empty}</Typography>
        <Button component={RouterLink} to="/jobs" variant="contained">
          {t('list.find_jobs')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ opacity: props.isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {props.children}
      </Stack>
      <ListPagination count={props.lastPage} page={props.page} onChange={props.onPage} label={t('page.pages')} />
    </Box>
  );
}
