import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { PostingStatusChips, postingTitle } from '../../employer/components/posting-status.tsx';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { adminPostingsQuery } from '../api/admin-postings.ts';
import { PostingDetails } from '../components/posting-details.tsx';
import { ReviewButtons } from '../components/review-buttons.tsx';
import { ADMIN_NS } from '../i18n.ts';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

const S = JobPostingStatus;
const TABS = [S.AwaitingApproval, S.Published, S.Suspended, S.Declined] as const;

/** /admin/job-postings: postings by status, awaiting approval first, with the decisions each allows. */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const language = i18n.resolvedLanguage ?? 'en';
  const [params, setParams] = useSearchParams();
  const status = TABS.find((s) => s === Number(params.get('status'))) ?? S.AwaitingApproval;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminPostingsQuery(status, page));
  const [open, setOpen] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);

  return (
    <Box>
      <PageHeading>{t('review.title')}</PageHeading>
      <Tabs
        value={status}
        onChange={(_, next: number) => {
          setDone(null);
          setParams({ status: String(next) });
        }}
        variant="scrollable"
        sx={{ mb: 2 }}
      >
        {TABS.map((s) => (
          <Tab key={s} value={s} label={t(`review.tab_${s}`)} />
        ))}
      </Tabs>
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.data.length === 0 && <ConsoleEmpty>{t(`review.empty_${status}`)}</ConsoleEmpty>}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((posting) => {
            const title = postingTitle(posting, language, t('review.untitled'));
            return (
              <Paper component="li" variant="outlined" key={posting.id} sx={{ p: 2 }}>
                <Typography component="h2" variant="subtitle1">
                  {title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('review.meta', {
                    company: language === 'ja' ? posting.company.name_ja : posting.company.name_en,
                    updated: formatTokyoDay(posting.updated_at, language),
                  })}
                </Typography>
                <Box sx={{ my: 1 }}>
                  <PostingStatusChips status={posting.status} isClosed={posting.is_closed} />
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                  <Button
                    size="small"
                    aria-expanded={open === posting.id}
                    onClick={() => setOpen(open === posting.id ? null : posting.id)}
                  >
                    {open === posting.id ? t('review.hide') : t('review.show')}
                  </Button>
                  <ReviewButtons posting={posting} title={title} onDone={setDone} />
                </Box>
                {open === posting.id && <PostingDetails id={posting.id} />}
              </Paper>
            );
          })}
        </Box>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => setParams({ status: String(status), page: String(next) })}
      />
    </Box>
  );
}
