import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { JobSearchSuggestion } from '@hashi/shared/job-search.schema';
import { useTranslation } from 'react-i18next';
import { JOBS_NS } from '../i18n.ts';

/** Which filter a suggestion sets, for its name. */
const filterName = (s: JobSearchSuggestion) => (s.filters.visa_sponsorship ? 'visa' : 'remote');

/**
 * The filters a keyword names ("visa", 「リモート」; ADR 0035), each with what it would find and a
 * button that sets it in place of the word. Above the results, and in the empty state, where it
 * says which filter would find jobs. Nothing when no suggested filter finds any.
 */
export function FilterSuggestions({
  suggestions,
  onApply,
}: {
  suggestions: readonly JobSearchSuggestion[];
  onApply: (suggestion: JobSearchSuggestion) => void;
}) {
  const { t, i18n } = useTranslation(JOBS_NS);
  const useful = suggestions.filter((s) => s.total > 0);
  if (useful.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }}>
      {useful.map((s) => {
        const formatted = s.total.toLocaleString(i18n.language.startsWith('ja') ? 'ja-JP' : 'en-US');
        const jobs = s.total_is_capped
          ? t('suggest.jobs_capped', { formatted })
          : t('suggest.jobs', { count: s.total, formatted });
        return (
          <Alert
            key={s.term}
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => onApply(s)}>
                {t('suggest.apply')}
              </Button>
            }
          >
            {t('suggest.found', { term: s.term, filter: t(`suggest.filter_${filterName(s)}`), jobs })}
          </Alert>
        );
      })}
    </Box>
  );
}
