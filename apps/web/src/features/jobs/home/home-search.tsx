import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { JOBS_NS } from '../i18n.ts';
import { KeywordField } from '../search/keyword-field.tsx';
import { emptyConditions, type SearchConditions, toSearchParams } from '../search/search-state.ts';

/** The public search for a set of conditions: the URL /search reads them from. */
export function publicSearchUrl(conditions: SearchConditions): string {
  const query = toSearchParams({ conditions, sort: 'popular', page: 1 }).toString();
  return query ? `/search?${query}` : '/search';
}

/**
 * The home page's search box: the keyword field of /search (with its suggestions); searching opens
 * the public search with the keyword, where every filter is at hand.
 */
export function HomeSearch() {
  const { t } = useTranslation(JOBS_NS);
  const navigate = useNavigate();
  const form = useForm<SearchConditions>({ defaultValues: emptyConditions() });
  const search = () => navigate(publicSearchUrl(form.getValues()));
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.form')}
      method="get"
      action="/search"
      onSubmit={form.handleSubmit(search)}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <KeywordField control={form.control} onPick={search} />
      <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, flexShrink: 0 }}>
        {t('search.submit')}
      </Button>
    </Box>
  );
}
