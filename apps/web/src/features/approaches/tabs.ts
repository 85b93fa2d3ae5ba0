import type { ApproachListName, UnreadCounts } from '@hashi/shared/approach.schema';
import type { ListPath } from './api/approach-api.ts';

export type ApproachTab = {
  /** The URL: /approach/{slug}. */
  slug: 'scouted' | 'interested' | 'saved' | 'applied' | 'hidden' | 'recommend' | 'matched';
  /** The route name of spec §2 where it names one. */
  routeId: string;
  /** The v2 list behind the tab; the Recommend tab asks the scoring service instead. */
  list: ListPath | null;
  /** The list whose unread flag opening the tab clears, and whose count its badge shows. */
  read: Exclude<ApproachListName, 'pinned'> | null;
};

/** Spec §2: scouted (default), interested, saved, applied, hidden, Recommend, and the matched list. */
export const APPROACH_TABS: readonly ApproachTab[] = [
  { slug: 'scouted', routeId: 'Scouted', list: 'scouts', read: 'scouted' },
  { slug: 'interested', routeId: 'Interested', list: 'interests', read: 'interested' },
  { slug: 'saved', routeId: 'Pinned', list: 'saves', read: 'saved' },
  { slug: 'applied', routeId: 'Applied', list: 'applies', read: 'applied' },
  { slug: 'hidden', routeId: 'Invisible', list: 'hidden', read: null },
  { slug: 'recommend', routeId: 'Recommend', list: null, read: null },
  { slug: 'matched', routeId: 'Matched', list: 'matches', read: 'matched' },
];

export const DEFAULT_TAB = APPROACH_TABS[0] as ApproachTab;

export function tabOf(slug: string | undefined): ApproachTab | undefined {
  return APPROACH_TABS.find((tab) => tab.slug === slug);
}

/** The unread count a tab's badge shows. */
export function unreadOf(tab: ApproachTab, counts: UnreadCounts | undefined): number {
  if (!counts || !tab.read) return 0;
  return (counts as Record<string, number>)[tab.read] ?? 0;
}
