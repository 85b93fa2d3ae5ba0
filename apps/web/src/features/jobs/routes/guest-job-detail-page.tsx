import { Navigate, useLocation, useParams } from 'react-router';
import { useSession } from '../../../lib/session/session.ts';
import { GuestApplyActions } from '../components/guest-apply-actions.tsx';
import { JobDetailScreen, parseJobId } from './job-detail-screen.tsx';

/**
 * /search/:id (spec §2 public): a guest reads the whole posting, as on any job board, and is asked
 * to sign up or log in where an applicant would apply. A signed-in applicant is taken to /jobs/:id,
 * where their own actions are.
 */
export default function GuestJobDetailPage() {
  const params = useParams();
  const location = useLocation();
  const session = useSession();
  const id = parseJobId(params.id);
  if (session.status === 'authenticated' && id !== null) {
    return <Navigate to={`/jobs/${id}`} state={location.state} replace />;
  }
  return (
    <JobDetailScreen
      id={id}
      searchPath="/search"
      actions={session.status === 'guest' ? (job) => <GuestApplyActions jobId={job.id} /> : undefined}
    />
  );
}
