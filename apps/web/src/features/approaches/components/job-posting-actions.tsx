import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session.ts';
import { usePostingApproach } from '../api/approach-queries.ts';
import { APPROACH_NS } from '../i18n.ts';
import { PostingActionButtons } from './posting-action-buttons.tsx';

type Job = { id: number; title: string; is_closed: boolean; company: { name: string } };

/**
 * The job detail page's actions (spec §2, UX.md): apply (answering a waiting scout when there is
 * one), Know More, save and hide, as the applicant's approach to this posting stands.
 */
export function JobPostingActions({ job }: { job: Job }) {
  const { t } = useTranslation(APPROACH_NS);
  // Guests reading a posting have no approach to it: they get no actions here.
  const { status } = useSession();
  const query = usePostingApproach(status === 'authenticated' ? job.id : null);
  if (status !== 'authenticated') return null;
  if (query.isPending) return <Skeleton variant="rounded" width={260} height={32} aria-hidden />;
  if (query.isError) {
    return (
      <>
        <Typography variant="body2" role="alert">
          {t('actions.load_failed')}
        </Typography>
        <Button size="small" onClick={() => query.refetch()}>
          {t('list.retry')}
        </Button>
      </>
    );
  }
  const state = query.data;
  return (
    <PostingActionButtons
      job={{ id: job.id, title: job.title, company: job.company.name }}
      state={{
        saved: state.saved,
        hidden: state.hidden,
        knowMore: state.know_more,
        applied: state.applied,
        closed: state.closed || job.is_closed,
        blocked: state.apply_blocked,
        scoutPending: state.scout?.state === 'pending',
      }}
    />
  );
}
