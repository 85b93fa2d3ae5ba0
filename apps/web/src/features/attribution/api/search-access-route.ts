import type { AccessRouteSearchQuery } from '@hashi/shared/access-route.schema';
import { apiFetchLazySchema } from '../../../lib/api/client.ts';

/**
 * The channel label the server maps these UTM values to (first element of the answer), or null.
 * Spec §7/§8: an empty list or any failure means "no label" — a sign-up never fails for attribution.
 * The schema loads beside the request: the login page's social sign-in reaches this module, and zod
 * stays out of that first screen (ADR 0041).
 */
export async function searchAccessRoute(query: AccessRouteSearchQuery): Promise<string | null> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  try {
    const labels = await apiFetchLazySchema(
      `/api/access-routes/search-by-field?${params}`,
      async () => (await import('@hashi/shared/access-route.schema')).accessRouteSearchResponseSchema,
      { auth: 'client' },
    );
    return labels[0] ?? null;
  } catch (error) {
    console.warn('Access-route lookup failed; signing up without it', error);
    return null;
  }
}
