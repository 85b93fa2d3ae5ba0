import type { Attribution } from '@hashi/shared/auth.schema';
import type { NewUser } from '../../platform/db/schema.ts';

/**
 * The marketing attribution a new account keeps (spec §9): the access route, first and last access
 * URL as columns, the raw referrer and UTM values with how the person signed up as JSON.
 */
export function attributionColumns(
  input: Attribution,
  signedUpWith: Record<string, string>,
): Pick<NewUser, 'access_route' | 'first_access_url' | 'last_access_url' | 'attribution'> {
  return {
    access_route: input.access_route ?? null,
    first_access_url: input.first_access_url ?? null,
    last_access_url: input.last_access_url ?? null,
    attribution: JSON.stringify({
      referer: input.referer ?? null,
      utm_source: input.utm_source ?? null,
      utm_medium: input.utm_medium ?? null,
      utm_campaign: input.utm_campaign ?? null,
      utm_term: input.utm_term ?? null,
      utm_content: input.utm_content ?? null,
      ...signedUpWith,
    }),
  };
}
