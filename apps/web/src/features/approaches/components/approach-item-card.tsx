import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ApproachItem } from '@hashi/shared/approach.schema';
import { useTranslation } from 'react-i18next';
import { JobSummary } from '../../jobs/components/job-summary.tsx';
import { formatTokyoDay } from '../../../lib/format/date.ts';
import { APPROACH_NS } from '../i18n.ts';
import type { ApproachTab } from '../tabs.ts';
import { ApplicationStatus } from './application-status.tsx';
import { PinPanel } from './pin-panel.tsx';
import { PostingActionButtons } from './posting-action-buttons.tsx';
import { ScoutPanel, ScoutStateChip } from './scout-panel.tsx';

/** The date line of each tab: when the posting entered this list. */
const DATE_OF: Partial<Record<ApproachTab['slug'], { key: string; at: (item: ApproachItem) => string | null }>> = {
  interested: { key: 'item.know_more_on', at: (item) => item.know_more_at },
  saved: { key: 'item.saved_on', at: (item) => item.saved_at },
  applied: { key: 'item.applied_on', at: (item) => item.application?.applied_at ?? item.applied_at },
  hidden: { key: 'item.hidden_on', at: (item) => item.hidden_at },
  matched: { key: 'item.matched_on', at: (item) => item.matched_at },
};

/** One posting in an /approach list, with its scout, the company's pin, the application and the actions. */
export function ApproachItemCard({ item, tab, from }: { item: ApproachItem; tab: ApproachTab; from: string }) {
  const { t, i18n } = useTranslation(APPROACH_NS);
  const job = item.job_posting;
  const target = { id: job.id, title: job.title, company: job.company.name };
  const dated = DATE_OF[tab.slug];
  const at = dated?.at(item);
  const badge = (
    <>
      {item.unread && <Chip size="small" color="secondary" label={t('item.new')} />}
      {item.scout && tab.slug !== 'scouted' && <ScoutStateChip scout={item.scout} />}
    </>
  );
  return (
    <JobSummary job={job} from={from} badge={badge}>
      {dated && at && (
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
          {t(dated.key, { date: formatTokyoDay(at, i18n.language) })}
        </Typography>
      )}
      {item.scout && (tab.slug === 'scouted' || tab.slug === 'matched') && (
        <ScoutPanel scout={item.scout} job={target} />
      )}
      {item.pin &&
        !item.pin.hidden &&
        (tab.slug === 'saved' || tab.slug === 'matched' || tab.slug === 'interested') && (
          <PinPanel pin={item.pin} approachId={item.id} company={job.company.name} matched={item.matched_at !== null} />
        )}
      {item.application && <ApplicationStatus application={item.application} />}
      {/* A waiting scout is answered in its panel; elsewhere the posting's own actions. */}
      {!(tab.slug === 'scouted' && item.scout?.state === 'pending') && (
        <Box sx={{ mt: 1.5 }}>
          <PostingActionButtons
            job={target}
            state={{
              saved: item.saved_at !== null,
              hidden: item.hidden_at !== null,
              knowMore: item.know_more_at !== null,
              applied: item.applied_at !== null || item.application !== null,
              closed: job.is_closed,
              blocked: item.scout?.state === 'declined' ? 'scout_declined' : null,
              scoutPending: false,
            }}
          />
        </Box>
      )}
    </JobSummary>
  );
}
