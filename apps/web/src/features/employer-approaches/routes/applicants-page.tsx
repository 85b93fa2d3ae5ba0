import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { applicantSearchQuery } from '../api/applicants.ts';
import { ApplicantFacts } from '../components/applicant-facts.tsx';
import { ApplicantFilterForm } from '../components/applicant-filter-form.tsx';
import { filtersFromParams, filtersToParams } from '../components/search-filters.ts';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

/** /employer/applicants: complete profiles by the API's filters, anonymous cards, 20 a page. */
export default function ApplicantsPage() {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const list = useQuery(applicantSearchQuery(filters));
  return (
    <Box>
      <PageHeading subtitle={t('search.intro')}>{t('search.title')}</PageHeading>
      <ApplicantFilterForm
        key={params.toString()}
        initial={filters}
        onSearch={(next) => setParams(filtersToParams(next))}
      />
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('search.count', { count: list.data.meta.total })}
        </Typography>
      )}
      {list.data && list.data.data.length === 0 && <ConsoleEmpty>{t('search.empty')}</ConsoleEmpty>}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((applicant) => (
            <Paper component="li" variant="outlined" key={applicant.id} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
                <Typography component="h2" variant="subtitle1">
                  {t('search.anonymous', { id: applicant.id })}
                </Typography>
                <Button variant="outlined" component={RouterLink} to={`/employer/applicants/${applicant.id}`}>
                  {t('search.open')}
                </Button>
              </Box>
              <ApplicantFacts applicant={applicant} />
              {applicant.work_summary && (
                <Typography
                  variant="body2"
                  sx={{
                    mt: 1,
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {applicant.work_summary}
                </Typography>
              )}
            </Paper>
          ))}
        </Box>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={filters.page}
        onChange={(page) => setParams(filtersToParams({ ...filters, page }))}
      />
    </Box>
  );
}
