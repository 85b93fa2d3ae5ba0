import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BREAKPOINTS } from '@hashi/shared/constants';
import type { JobSearchFilters, JobSearchSort } from '@hashi/shared/job-search.schema';
import { type ReactNode, useEffect, useMemo, useRef, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLayoutQuery } from '../../../components/ui/use-media-query.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useJobSearch } from '../api/job-search.ts';
import { JOBS_NS } from '../i18n.ts';
import { CompanyChip } from '../search/company-chip.tsx';
import { FilterSheet, FilterSidePanel } from '../search/filter-panel.tsx';
import { GuestNote } from '../search/guest-note.tsx';
import { KeywordField } from '../search/keyword-field.tsx';
import { SearchResults } from '../search/search-results.tsx';
import {
  countFilters,
  emptyConditions,
  hasConditions,
  parseSearchParams,
  type SearchConditions,
  type SearchState,
  toSearchFilters,
  toSearchParams,
  toSearchRequest,
  withSuggestion,
} from '../search/search-state.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** What the page tells its header actions about the search on screen. */
export type JobSearchContext = {
  /** The applied conditions as the API takes them, empty values removed (what a saved search stores). */
  filters: JobSearchFilters;
  /** The URL query of the search (without sort and page defaults), e.g. for a link to it. */
  query: string;
  /** False for a search without any condition ("Please put search conditions", spec §5). */
  hasConditions: boolean;
};

type JobSearchScreenProps = {
  /**
   * A slot beside the page heading for actions on the current search — "Save this search" of
   * /my-search goes here. Called with the applied search on every change.
   */
  headerActions?: (search: JobSearchContext) => ReactNode;
};

/** What a keyword search keeps of the applied one: every condition but the keyword, the sort; page 1. */
function keptParams(state: SearchState): URLSearchParams {
  return toSearchParams({ ...state, conditions: { ...state.conditions, popular_keywords: '' }, page: 1 });
}

/**
 * The job search of /jobs (applicants) and /search (guests): a keyword, every filter, sort and
 * pages, all held in the URL so a link reproduces the search and Back returns to the previous one.
 */
export function JobSearchScreen({ headerActions }: JobSearchScreenProps) {
  const { t } = useTranslation(JOBS_NS);
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  // Undefined on the server's paint of /search and while it hydrates: both filter layouts are
  // there and CSS shows the one for the width (ADR 0043).
  const wide = useLayoutQuery(`(min-width:${BREAKPOINTS.md}px)`);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const state = useMemo(() => parseSearchParams(new URLSearchParams(location.search)), [location.search]);
  // "Posted within N weeks" counts back from today: fixed per search so the request stays the same.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search (URL) is what moves "now".
  const now = useMemo(() => new Date(), [location.search]);
  const request = useMemo(() => toSearchRequest(state, now), [state, now]);
  const query = useJobSearch(request);

  const form = useForm<SearchConditions>({ defaultValues: state.conditions });
  const { reset } = form;
  // Back and Forward (and links) change the URL: the form shows the search it now holds.
  useEffect(() => reset(state.conditions), [state, reset]);

  const title = t('search.title');
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  const hrefOf = (next: SearchState) => {
    const search = toSearchParams(next).toString();
    return { pathname: location.pathname, search: search ? `?${search}` : '' };
  };
  // React Router renders a navigation as a transition: the URL changes at once, but the previous
  // results stay on screen until the new search's render is done (≈ 0.4 s, longer on a slow phone).
  // Meanwhile they are marked busy and dimmed, so nobody reads or opens them as the new search's.
  const [navigating, startNavigating] = useTransition();
  const go = (next: SearchState, options: { focusResults?: boolean } = {}) => {
    startNavigating(async () => {
      await navigate(hrefOf(next));
    });
    if (options.focusResults) {
      window.scrollTo({ top: 0 });
      headingRef.current?.focus();
    }
  };
  const apply = () => go({ conditions: form.getValues(), sort: state.sort, page: 1 });
  // The panel's filters only: the keyword and the company (its own chip) stay.
  const clearFilters = () =>
    go({
      conditions: {
        ...emptyConditions(),
        popular_keywords: form.getValues('popular_keywords'),
        company_id: state.conditions.company_id,
      },
      sort: state.sort,
      page: 1,
    });
  const from = `${location.pathname}${location.search}`;
  // Guests search at /search and read postings at /search/:id; applicants at /jobs and /jobs/:id.
  const detailBase = location.pathname.startsWith('/search') ? '/search' : '/jobs';
  const context: JobSearchContext = {
    filters: toSearchFilters(state.conditions, now),
    query: toSearchParams({ ...state, page: 1 }).toString(),
    hasConditions: hasConditions(state.conditions),
  };
  const panel = { form, onApply: apply, onClear: clearFilters };
  const withoutCompany: SearchState = { ...state, conditions: { ...state.conditions, company_id: null }, page: 1 };
  const withoutHref = hrefOf(withoutCompany);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      {/* A saved search has no company (its chip is this page's own): saving is offered without it. */}
      <PageHeading actions={state.conditions.company_id === null ? headerActions?.(context) : undefined}>
        {title}
      </PageHeading>
      {session.status === 'guest' && <GuestNote from={from} />}
      {/* A real GET form (ADR 0038): before the app is live, Enter loads this search with the
          keyword, the other conditions kept by the hidden fields, as the server paints it. */}
      <Box
        component="form"
        role="search"
        aria-label={t('search.form')}
        method="get"
        action={location.pathname}
        onSubmit={form.handleSubmit(apply)}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
      >
        {[...keptParams(state)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <KeywordField control={form.control} onPick={apply} />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, flexShrink: 0 }}>
          {t('search.submit')}
        </Button>
      </Box>
      {wide !== true && (
        <Box sx={{ mb: 2, display: { md: 'none' } }}>
          <FilterSheet
            {...panel}
            activeCount={countFilters(state.conditions)}
            onDiscard={() => reset(state.conditions)}
          />
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px 1fr' }, gap: 3, alignItems: 'start' }}>
        {wide !== false && (
          // No box of its own at md and wider: the panel is the grid's first column and stays sticky.
          <Box sx={{ display: { xs: 'none', md: 'contents' } }}>
            <FilterSidePanel {...panel} />
          </Box>
        )}
        <Box>
          {state.conditions.company_id !== null && (
            <CompanyChip
              companyId={state.conditions.company_id}
              data={query.data}
              isPlaceholder={query.isPlaceholderData}
              withoutHref={`${withoutHref.pathname}${withoutHref.search}`}
              onRemove={() => go(withoutCompany)}
            />
          )}
          <SearchResults
            data={query.data}
            isError={query.isError}
            isFetching={query.isFetching || navigating}
            onRetry={() => query.refetch()}
            sort={state.sort}
            onSort={(sort: JobSearchSort) => go({ ...state, sort, page: 1 })}
            page={state.page}
            onPage={(page) => go({ ...state, page }, { focusResults: true })}
            onClearAll={() => go({ conditions: emptyConditions(), sort: state.sort, page: 1 })}
            onSuggestion={(suggestion) =>
              go({ conditions: withSuggestion(state.conditions, suggestion), sort: state.sort, page: 1 })
            }
            from={from}
            detailBase={detailBase}
            now={now}
            headingRef={headingRef}
          />
        </Box>
      </Box>
    </Box>
  );
}
