import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { CardList, CardListItem } from '../../../components/ui/card-list.tsx';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { employerPostingsQuery } from '../api/postings.ts';
import { PostingStatusChips, postingTitle } from '../components/posting-status.tsx';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { EMPLOYER_NS } from '../i18n.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

const STATUSES = Object.values(JobPostingStatus);

/** /employer/job-postings: the company's postings, filtered by status, newest change first. */
export default function PostingsPage() {
  const { t, i18n } = useTranslation(EMPLOYER_NS);
  const [params, setParams] = useSearchParams();
  const rawStatus = Number(params.get('status'));
  const status = STATUSES.includes(rawStatus as never) ? rawStatus : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(employerPostingsQuery(status, page));
  const setFilter = (next: number | null) => setParams(next === null ? {} : { status: String(next) });

  return (
    <Box>
      <PageHeading
        actions={
          <Button variant="contained" component={RouterLink} to="/employer/job-postings/new">
            {t('postings.new')}
          </Button>
        }
      >
        {t('postings.title')}
      </PageHeading>
      <Box role="group" aria-label={t('postings.filter')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip
          label={t('postings.all')}
          color={status === null ? 'primary' : 'default'}
          aria-pressed={status === null}
          onClick={() => setFilter(null)}
        />
        {STATUSES.map((s) => (
          <Chip
            key={s}
            label={t(`status.${s}`)}
            color={status === s ? 'primary' : 'default'}
            aria-pressed={status === s}
            onClick={() => setFilter(s)}
          />
        ))}
      </Box>
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && (
        <ConsoleEmpty>{status === null ? t('postings.empty') : t('postings.empty_status')}</ConsoleEmpty>
      )}
      {list.data && list.data.data.length > 0 && (
        <CardList>
          {list.data.data.map((posting) => (
            <CardListItem key={posting.id}>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 1,
                  justifyContent: 'space-between',
                }}
              >
                <Box>
                  <Typography component="h2" variant="subtitle1">
                    {postingTitle(posting, i18n.resolvedLanguage, t('postings.untitled'))}
                  </Typography>
                  <Box sx={{ mt: 0.5 }}>
                    <PostingStatusChips status={posting.status} isClosed={posting.is_closed} />
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {[
                      t('postings.updated', {
                        date: formatTokyoDay(posting.updated_at, i18n.resolvedLanguage ?? 'en'),
                      }),
                      t('postings.applications', { count: posting.application_count }),
                      t('postings.views', { count: posting.view_count }),
                    ].join(i18n.resolvedLanguage === 'ja' ? '・' : ' · ')}
                  </Typography>
                </Box>
                <Button variant="outlined" component={RouterLink} to={`/employer/job-postings/${posting.id}`}>
                  {t('postings.open')}
                </Button>
              </Box>
            </CardListItem>
          ))}
        </CardList>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ ...(status === null ? {} : { status: String(status) }), page: String(next) })}
      />
    </Box>
  );
}
