import type { EmployerPosting } from '@hashi/shared/employer.schema';
import { JobPostingStatus } from '@hashi/shared/jobs-enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { employerPostingQuery } from '../api/postings.ts';
import { PostingActions } from '../components/posting-actions.tsx';
import { PostingForm } from '../components/posting-form.tsx';
import { emptyPostingValues, postingToValues } from '../components/posting-form-values.ts';
import { PostingStatusChips, postingTitle } from '../components/posting-status.tsx';
import { ConsoleError, ConsoleLoading } from '../../../components/ui/console-states.tsx';
import { EMPLOYER_NS } from '../i18n.ts';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

function BackLink() {
  const { t } = useTranslation(EMPLOYER_NS);
  return (
    <Link component={RouterLink} to="/employer/job-postings" sx={{ display: 'inline-block', mb: 2 }}>
      {t('postings.back')}
    </Link>
  );
}

/** /employer/job-postings/new: a new posting, saved as a draft. */
export function NewPostingPage() {
  const { t } = useTranslation(EMPLOYER_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSaved = (posting: EmployerPosting) => {
    queryClient.setQueryData(['employer', 'posting', posting.id], posting);
    void queryClient.invalidateQueries({ queryKey: ['employer', 'postings'] });
    navigate(`/employer/job-postings/${posting.id}`, { state: { saved: 'created' } });
  };
  return (
    <Box>
      <BackLink />
      <PageHeading spacing={3}>{t('postings.new')}</PageHeading>
      <PostingForm postingId={null} defaultValues={emptyPostingValues()} onSaved={onSaved} />
    </Box>
  );
}

/** /employer/job-postings/:id: the posting's state, its actions and its form. */
export default function PostingPage() {
  const { t, i18n } = useTranslation(EMPLOYER_NS);
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const created = (useLocation().state as { saved?: string } | null)?.saved === 'created';
  const [saved, setSaved] = useState<EmployerPosting | null>(null);
  const posting = useQuery({ ...employerPostingQuery(id), enabled: Number.isInteger(id) && id > 0 });
  if (!Number.isInteger(id) || id <= 0 || (posting.isError && (posting.error as { status?: number }).status === 404)) {
    return (
      <Box>
        <BackLink />
        <Alert severity="warning">{t('postings.not_found')}</Alert>
      </Box>
    );
  }
  if (posting.isPending) return <ConsoleLoading />;
  if (posting.isError) return <ConsoleError error={posting.error} onRetry={() => void posting.refetch()} />;
  const data = posting.data;
  const onSaved = (updated: EmployerPosting) => {
    queryClient.setQueryData(['employer', 'posting', id], updated);
    void queryClient.invalidateQueries({ queryKey: ['employer', 'postings'] });
    setSaved(updated);
  };
  return (
    <Box>
      <BackLink />
      <PageHeading spacing={1}>{postingTitle(data, i18n.resolvedLanguage, t('postings.untitled'))}</PageHeading>
      <Box sx={{ mb: 2 }}>
        <PostingStatusChips status={data.status} isClosed={data.is_closed} />
      </Box>
      <Typography color="text.secondary" gutterBottom>
        {t(`status_help.${data.status}`)}
      </Typography>
      {data.status === JobPostingStatus.Declined && data.decline_reason && (
        <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
          <strong>{t('postings.decline_reason')}</strong>
          <br />
          {data.decline_reason}
        </Alert>
      )}
      {(created || saved) && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {saved?.status === JobPostingStatus.AwaitingApproval ? t('postings.saved_for_approval') : t('postings.saved')}
        </Alert>
      )}
      <PostingActions posting={data} />
      {data.status === JobPostingStatus.Suspended ? (
        <Alert severity="warning">{t('postings.suspended_locked')}</Alert>
      ) : (
        <PostingForm key={data.id} postingId={data.id} defaultValues={postingToValues(data)} onSaved={onSaved} />
      )}
    </Box>
  );
}
