import { SaveSearchAction } from '../../saved-searches/components/save-search-action.tsx';
import { JobSearchScreen } from './job-search-screen.tsx';

/**
 * /jobs and /search (spec §2). Actions on the current search (saving it for /my-search) plug into
 * JobSearchScreen's `headerActions` slot here.
 */
export default function JobSearchPage() {
  return <JobSearchScreen headerActions={(search) => <SaveSearchAction filters={search.filters} />} />;
}
