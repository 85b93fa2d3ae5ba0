import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { UNREAD_QUERY_KEY, useApproachUnread } from '../../shell/api/use-unread-counts.ts';
import { APPROACH_ROOT } from '../api/approach-queries.ts';
import { TabList } from '../components/tab-list.tsx';
import { APPROACH_NS } from '../i18n.ts';
import { APPROACH_TABS, tabOf, unreadOf } from '../tabs.ts';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useMessageReloadFlag } from '../../../lib/live/live.tsx';

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * /approach/{tab} (spec §2): scouts (default), Know More, saved (Pinned), applied, hidden
 * (Invisible), Recommend and matches, each at its own URL. Each tab shows its count of new items.
 * The data stays fresh without a button (issue 13): opening a tab, coming back to the window and
 * a live message (a scout, a pin) reload the list and the counts; the list is polled while the
 * live stream is down.
 */
export default function ApproachPage() {
  const { t } = useTranslation(APPROACH_NS);
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const unread = useApproachUnread();
  const tab = tabOf(pathname.split('/')[2]);
  const page = parsePage(params.get('page'));
  const title = t('page.title');

  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  // A tab opened anew counts again: the badges may have changed while it was away.
  useEffect(() => {
    if (tab) void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
  }, [tab, client]);
  // Spec §4 and §9: when new messages arrive (the reload flag rises for 100 ms), the active list
  // and the unread counts are loaded again.
  const messageReload = useMessageReloadFlag();
  useEffect(() => {
    if (!messageReload) return;
    void client.invalidateQueries({ queryKey: [...APPROACH_ROOT] });
    void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
  }, [messageReload, client]);

  // Back to the window: what changed meanwhile shows (the app's queries do not refetch on focus).
  useEffect(
    () =>
      focusManager.subscribe((focused) => {
        if (!focused) return;
        void client.invalidateQueries({ queryKey: [...APPROACH_ROOT] });
        void client.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
      }),
    [client],
  );

  if (!tab) return <Navigate to="/approach/scouted" replace />;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, md: 3 }, py: 2 }}>
      <PageHeading subtitle={t('page.intro')} spacing={1}>
        {title}
      </PageHeading>
      <Box component="nav" aria-label={t('page.tabs_label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={tab.slug} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {APPROACH_TABS.map((item) => {
            const count = unreadOf(item, unread.data?.data);
            const name = t(`tabs.${item.slug}`);
            return (
              <Tab
                key={item.slug}
                value={item.slug}
                component={RouterLink}
                to={`/approach/${item.slug}`}
                aria-current={item.slug === tab.slug ? 'page' : undefined}
                label={
                  <span>
                    {name}
                    {count > 0 && (
                      <CountBadge shown={count > 99 ? '99+' : String(count)} label={t('tabs.unread', { count })} />
                    )}
                  </span>
                }
              />
            );
          })}
        </Tabs>
      </Box>
      <Typography component="h2" variant="h6" gutterBottom>
        {t(`tabs.${tab.slug}`)}
      </Typography>
      <TabList
        key={tab.slug}
        tab={tab}
        page={page}
        from={`${pathname}${search}`}
        onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
      />
    </Box>
  );
}
