import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { ConsoleEmpty, ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { applicationsQuery } from '../api/applications.ts';
import { useSeeApplications } from '../api/unseen-applications.ts';
import { ApplicationItem } from '../components/application-item.tsx';
import { idParam, PostingFilter } from '../components/posting-filter.tsx';
import { EMPLOYER_APPROACHES_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

const STATUSES = [1, 2, 3, 4, 7, 8, 9, 5, 6, 10];

/** /employer/applications: the applications of the company's postings, by posting and status. */
export default function ApplicationsPage() {
  const { t } = useTranslation(EMPLOYER_APPROACHES_NS);
  const [params, setParams] = useSearchParams();
  const postingId = idParam(params.get('job_posting_id'));
  const rawStatus = idParam(params.get('status'));
  const status = rawStatus !== null && STATUSES.includes(rawStatus) ? rawStatus : null;
  const page = idParam(params.get('page')) ?? 1;
  const list = useQuery(applicationsQuery({ job_posting_id: postingId, status, page }));
  // Opened, the applications are seen: the navigation's badge clears (and counts again from here).
  const { mutate: see } = useSeeApplications();
  useEffect(() => see(), [see]);
  const go = (next: { job_posting_id: number | null; status: number | null; page?: number }) => {
    const out: Record<string, string> = {};
    if (next.job_posting_id) out.job_posting_id = String(next.job_posting_id);
    if (next.status) out.status = String(next.status);
    if (next.page && next.page > 1) out.page = String(next.page);
    setParams(out);
  };
  const filtered = postingId !== null || status !== null;

  return (
    <Box>
      <PageHeading>{t('applications.title')}</PageHeading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <PostingFilter value={postingId} onChange={(id) => go({ job_posting_id: id, status })} />
        <TextField
          select
          size="small"
          label={t('applications.status_filter')}
          value={status ?? ''}
          onChange={(event) =>
            go({ job_posting_id: postingId, status: event.target.value === '' ? null : Number(event.target.value) })
          }
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('applications.all_statuses')}</MenuItem>
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`apply_status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {list.isPending && <ConsoleLoading />}
      {list.isError && <ConsoleError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.data.length === 0 && (
        <ConsoleEmpty>{filtered ? t('applications.empty_filtered') : t('applications.empty')}</ConsoleEmpty>
      )}
      {list.data && list.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {list.data.data.map((application) => (
            <ApplicationItem key={application.id} application={application} />
          ))}
        </Box>
      )}
      <ListPagination
        count={list.data?.meta.last_page ?? 1}
        page={page}
        onChange={(next) => go({ job_posting_id: postingId, status, page: next })}
      />
    </Box>
  );
}
