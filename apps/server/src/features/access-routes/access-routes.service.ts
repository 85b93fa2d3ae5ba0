import type { AccessRouteSearchQuery } from '@hashi/shared/access-route.schema';
import type { Deps } from '../../platform/deps.ts';
import { findAccessRouteLabels } from './access-routes.repository.ts';

/** What the seed stores for traffic that carries no campaign (GA's convention). */
export const CAMPAIGN_NOT_SET = '(not set)';

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Spec §7: the channel labels for these UTM values, best match first; [] when none. */
export async function searchAccessRoutes(deps: Deps, query: AccessRouteSearchQuery): Promise<string[]> {
  const labels = await findAccessRouteLabels(deps.db, {
    source: query.source,
    medium: query.medium,
    campaign: orNull(query.campaign) ?? CAMPAIGN_NOT_SET,
    term: orNull(query.term),
    content: orNull(query.content),
  });
  return [...new Set(labels)];
}
