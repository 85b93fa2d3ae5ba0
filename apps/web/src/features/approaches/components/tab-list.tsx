import Stack from '@mui/material/Stack';
import type { ApproachListResponse } from '@hashi/shared/approach.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { JobReasons, JobSummary } from '../../jobs/components/job-summary.tsx';
import { UNREAD_QUERY_KEY } from '../../shell/api/use-unread-counts.ts';
import { markRead } from '../api/approach-api.ts';
import { useApproachList, useRecommendList } from '../api/approach-queries.ts';
import { APPROACH_NS } from '../i18n.ts';
import type { ApproachTab } from '../tabs.ts';
import { ApproachItemCard } from './approach-item-card.tsx';
import { ListFrame, listQueryState } from './approach-list.tsx';

type TabListProps = { tab: ApproachTab; page: number; onPage: (page: number) => void; from: string };

/**
 * Opening a list with new items marks that list read (POST read); the items keep their "New" mark
 * until the list is loaded again, and the badges take the counts the server answers.
 */
function useMarkRead(tab: ApproachTab, data: ApproachListResponse | undefined) {
  const client = useQueryClient();
  const marked = useRef<unknown>(null);
  useEffect(() => {
    if (!tab.read || !data || marked.current === data || !data.data.some((item) => item.unread)) return;
    marked.current = data;
    markRead(tab.read)
      .then((counts) => client.setQueryData(UNREAD_QUERY_KEY, { data: counts }))
      // The badge stays as it was; the next poll or refresh corrects it.
      .catch(() => undefined);
  }, [tab.read, data, client]);
}

/** A v2 list tab: scouts, Know More, saved, applied, hidden or matches. */
function ApproachTabList({ tab, page, onPage, from }: TabListProps) {
  const { t } = useTranslation(APPROACH_NS);
  const query = useApproachList(tab.list ?? 'scouts', page);
  useMarkRead(tab, query.data);
  const items = query.data?.data ?? [];
  return (
    <ListFrame {...listQueryState(query)} empty={t(`empty.${tab.slug}`)} page={page} onPage={onPage}>
      {items.map((item) => (
        <li key={item.id}>
          <ApproachItemCard item={item} tab={tab} from={from} />
        </li>
      ))}
    </ListFrame>
  );
}

/** The company pins and likes waiting above the saved jobs (their unread count is the saved badge). */
function CompanyPins({ from }: { from: string }) {
  const query = useApproachList('pins', 1);
  const tab = { slug: 'saved', routeId: 'Pinned', list: 'pins', read: 'saved' } as const;
  useMarkRead(tab, query.data);
  const items = (query.data?.data ?? []).filter((item) => item.pin && !item.pin.hidden);
  if (items.length === 0) return null;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, mb: 3, p: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <ApproachItemCard item={item} tab={tab} from={from} />
        </li>
      ))}
    </Stack>
  );
}

/** The Recommend tab: the scoring service's postings, each with its reasons. */
function RecommendTabList({ page, onPage, from }: Omit<TabListProps, 'tab'>) {
  const { t } = useTranslation(APPROACH_NS);
  const query = useRecommendList(page);
  const items = query.data?.data ?? [];
  return (
    <ListFrame {...listQueryState(query)} empty={t('empty.recommend')} page={page} onPage={onPage}>
      {items.map((job) => (
        <li key={job.id}>
          <JobSummary job={job} from={from}>
            <JobReasons title={t('item.why')} reasons={job.reasons} />
          </JobSummary>
        </li>
      ))}
    </ListFrame>
  );
}

export function TabList(props: TabListProps) {
  if (!props.tab.list) return <RecommendTabList page={props.page} onPage={props.onPage} from={props.from} />;
  return (
    <>
      {props.tab.slug === 'saved' && <CompanyPins from={props.from} />}
      <ApproachTabList {...props} />
    </>
  );
}
