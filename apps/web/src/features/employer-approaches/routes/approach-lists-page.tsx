import { COMPANY_APPROACH_LISTS, type CompanyApproachList } from '@hashi/shared/employer-approach.schema';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { approachListQuery } from '../api/applications.ts';
import { idParam, PostingFilter } from '../components/posting-filter.tsx';
import { PostingMessagesLink } from '../components/posting-messages-link.tsx';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

const REPLIES = ['applied', 'declined', 'know_more', 'liked'] as const;

/** /employer/approaches/:list — Know More received, scout replies (with decline reasons), matches. */
export default function ApproachListsPage() {
  const { t, i18n } = useTranslation(EMPLOYER_APPROACHES_NS);
  const raw = useParams().list;
  const list = COMPANY_APPROACH_LISTS.find((name) => name === raw);
  const [params, setParams] = useSearchParams();
  const postingId = idParam(params.get('job_posting_id'));
  const reply = REPLIES.find((r) => r === params.get('reply')) ?? null;
  const page = idParam(params.get('page')) ?? 1;
  const query = useQuery({
    ...approachListQuery(list ?? 'know-more', { job_posting_id: postingId, reply, page }),
    enabled: list !== undefined,
  });
  if (!list) return <Navigate to="/employer/approaches/know-more" replace />;
  const date = (iso: string) => formatTokyoDay(iso, i18n.resolvedLanguage ?? 'en');
  const go = (next: { job_posting_id: number | null; reply: string | null; page?: number }) => {
    const out: Record<string, string> = {};
    if (next.job_posting_id) out.job_posting_id = String(next.job_posting_id);
    if (next.reply) out.reply = next.reply;
    if (next.page && next.page > 1) out.page = String(next.page);
    setParams(out);
  };

  return (
    <Box>
      <PageHeading>{t('lists.title')}</PageHeading>
      <Tabs value={list} aria-label={t('lists.tabs')} variant="scrollable" sx={{ mb: 2 }}>
        {COMPANY_APPROACH_LISTS.map((name: CompanyApproachList) => (
          <Tab
            key={name}
            value={name}
            label={t(`lists.${name}`)}
            component={RouterLink}
            to={`/employer/approaches/${name}`}
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <PostingFilter value={postingId} onChange={(id) => go({ job_posting_id: id, reply })} />
        {list === 'scout-replies' && (
          <TextField
            select
            size="small"
            label={t('lists.reply_filter')}
            value={reply ?? ''}
            onChange={(event) => go({ job_posting_id: postingId, reply: event.target.value || null })}
            sx={{ minWidth: 200 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('lists.all_replies')}</MenuItem>
            {REPLIES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`reply.${r}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {query.isPending && <ConsoleLoading />}
      {query.isError && <ConsoleError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.data.length === 0 && <ConsoleEmpty>{t(`lists.empty_${list}`)}</ConsoleEmpty>}
      {query.data && query.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {query.data.data.map((item) => (
            <Paper
              component="li"
              variant="outlined"
              key={`${item.job_posting.id}-${item.applicant.id}`}
              sx={{ p: 2, display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            >
              <Box>
                <Typography component="h2" variant="subtitle1">
                  <Link component={RouterLink} to={`/employer/applicants/${item.applicant.id}`}>
                    {item.applicant.name || t('search.anonymous', { id: item.applicant.id })}
                  </Link>
                </Typography>
                <Typography variant="body2">{item.job_posting.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`lists.at_${list}`, { date: date(item.at) })}
                </Typography>
                {item.decline_reason && (
                  <Typography variant="body2">
                    {t('lists.decline_reason', { reason: item.decline_reason.name })}
                  </Typography>
                )}
                <PostingMessagesLink postingId={item.job_posting.id} threadCode={item.thread_code} />
              </Box>
              <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                {item.scout_reply && <Chip size="small" label={t(`reply.${item.scout_reply}`)} />}
                {item.matched_at && list !== 'matches' && (
                  <Chip size="small" color="success" label={t('lists.matched', { date: date(item.matched_at) })} />
                )}
              </Box>
            </Paper>
          ))}
        </Box>
      )}
      <ListPagination
        count={query.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => go({ job_posting_id: postingId, reply, page: next })}
      />
    </Box>
  );
}
