import { useParams } from 'react-router';
import { JobPostingActions } from '../components/job-posting-actions.tsx';
import { JobDetailScreen, parseJobId } from '../../jobs/routes/job-detail-screen.tsx';

/**
 * /jobs/:id (spec §2): one posting with everything a foreign engineer needs to decide, for
 * registered applicants (inside the access guard). The applicant's actions on the posting plug into
 * JobDetailScreen's `actions` slot here. Guests read postings at /search/:id.
 */
export default function JobDetailPage() {
  const params = useParams();
  return (
    <JobDetailScreen id={parseJobId(params.id)} searchPath="/jobs" actions={(job) => <JobPostingActions job={job} />} />
  );
}
