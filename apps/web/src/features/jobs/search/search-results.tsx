import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { JobSearchResponse, JobSearchSort, JobSearchSuggestion } from '@hashi/shared/job-search.schema';
import { JOB_SEARCH_SORTS } from '@hashi/shared/job-search.schema';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { JobCard, JobCardSkeleton } from '../components/job-card.tsx';
import { QueryError } from '../components/query-error.tsx';
import { JOBS_NS } from '../i18n.ts';
import { FilterSuggestions } from './filter-suggestions.tsx';

type SearchResultsProps = {
  data: JobSearchResponse | undefined;
  isError: boolean;
  /** A newer search is on its way (the results shown are the previous ones). */
  isFetching: boolean;
  onRetry: () => void;
  sort: JobSearchSort;
  onSort: (sort: JobSearchSort) => void;
  page: number;
  onPage: (page: number) => void;
  onClearAll: () => void;
  /** Sets a filter the keyword named, in place of the word (ADR 0035). */
  onSuggestion: (suggestion: JobSearchSuggestion) => void;
  /** This search's path and query, for the cards' way back. */
  from: string;
  /** Where the cards open a posting: /jobs (applicants) or /search (guests). */
  detailBase: '/jobs' | '/search';
  now: Date;
  /** The count heading; focus moves there after a page change. */
  headingRef: Ref<HTMLHeadingElement>;
};

/** The count (`1,000+` when capped), the sort, the cards, the pages, and the empty and error states. */
export function SearchResults(props: SearchResultsProps) {
  const { data, isError, isFetching, sort, page, from, now } = props;
  const { t, i18n } = useTranslation(JOBS_NS);
  const total = data?.meta.total ?? 0;
  const formatted = total.toLocaleString(i18n.language.startsWith('ja') ? 'ja-JP' : 'en-US');
  const countText = !data
    ? t('results.searching')
    : data.meta.total_is_capped
      ? t('results.count_capped', { total: formatted })
      : t('results.count', { count: total, formatted });

  return (
    <Box component="section" aria-labelledby="job-results-heading" aria-busy={isFetching || undefined}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography
          id="job-results-heading"
          ref={props.headingRef}
          tabIndex={-1}
          component="h2"
          variant="subtitle1"
          aria-live="polite"
          sx={{ outline: 'none' }}
        >
          {countText}
        </Typography>
        <TextField
          select
          size="small"
          label={t('results.sort')}
          value={sort}
          onChange={(event) => props.onSort(event.target.value as JobSearchSort)}
          sx={{ minWidth: 160 }}
        >
          {JOB_SEARCH_SORTS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`results.sort_${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      {data && !isError && <FilterSuggestions suggestions={data.suggestions} onApply={props.onSuggestion} />}
      {isError && !isFetching ? (
        <QueryError message={t('states.search_failed')} onRetry={props.onRetry} />
      ) : !data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {[0, 1, 2].map((key) => (
            <JobCardSkeleton key={key} />
          ))}
        </Box>
      ) : data.data.length === 0 ? (
        <NoResults onClearAll={props.onClearAll} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          {data.data.map((job) => (
            <JobCard key={job.id} job={job} from={from} now={now} detailBase={props.detailBase} />
          ))}
        </Box>
      )}

      <ListPagination
        count={data?.meta.last_page ?? 1}
        page={Math.min(page, data?.meta.last_page ?? 1)}
        onChange={props.onPage}
        label={t('results.pages')}
        color="primary"
        getItemAriaLabel={(type, number, selected) => {
          if (type === 'page') return t(selected ? 'results.page_current' : 'results.page', { page: number });
          return t(`results.page_${type}`);
        }}
      />
    </Box>
  );
}

function NoResults({ onClearAll }: { onClearAll: () => void }) {
  const { t } = useTranslation(JOBS_NS);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('results.none_title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('results.none_try')}</Typography>
      <Box component="ul" sx={{ mt: 0, mb: 2, pl: 2.5 }}>
        <li>{t('results.none_tip_keyword')}</li>
        <li>{t('results.none_tip_language')}</li>
        <li>{t('results.none_tip_filters')}</li>
      </Box>
      <Button variant="outlined" onClick={onClearAll}>
        {t('results.clear_all')}
      </Button>
    </Paper>
  );
}
