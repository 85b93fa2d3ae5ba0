import type { AccessRouteSearchQuery } from '@hashi/shared/access-route.schema';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** The search query as the table is matched: a campaign always, a blank term or content as null (any). */
export type AccessRouteMatch = Pick<AccessRouteSearchQuery, 'source' | 'medium'> & {
  campaign: string;
  term: string | null;
  content: string | null;
};

/**
 * Labels of the rows that match, most specific first: a row naming the term or content beats the
 * general row of its campaign (null term/content matches any). Compared case-insensitively,
 * because hand-typed UTM tags vary in case.
 */
export async function findAccessRouteLabels(db: Database, q: AccessRouteMatch): Promise<string[]> {
  const rows = await db
    .selectFrom('access_routes')
    .select('label')
    .where(sql<boolean>`lower(utm_source) = ${q.source.toLowerCase()}`)
    .where(sql<boolean>`lower(utm_medium) = ${q.medium.toLowerCase()}`)
    .where(sql<boolean>`lower(utm_campaign) = ${q.campaign.toLowerCase()}`)
    .where((eb) =>
      q.term === null
        ? eb('utm_term', 'is', null)
        : eb.or([eb('utm_term', 'is', null), eb(sql<string>`lower(utm_term)`, '=', q.term.toLowerCase())]),
    )
    .where((eb) =>
      q.content === null
        ? eb('utm_content', 'is', null)
        : eb.or([eb('utm_content', 'is', null), eb(sql<string>`lower(utm_content)`, '=', q.content.toLowerCase())]),
    )
    .orderBy(sql`(utm_term is not null)::int + (utm_content is not null)::int`, 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.label);
}
