import { type AccessRouteSearchQuery, accessRouteSearchResponseSchema } from '@hashi/shared/access-route.schema';
import { apiFetch } from '../../../lib/api/client.ts';

/**
 * The channel label the server maps these UTM values to (first element of the answer), or null.
 * Spec §7/§8: an empty list or any failure means "no label" — a sign-up never fails for attribution.
 */
export async function searchAccessRoute(query: AccessRouteSearchQuery): Promise<string | null> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  try {
    const labels = await apiFetch(`/api/access-routes/search-by-field?${params}`, {
      auth: 'client',
      schema: accessRouteSearchResponseSchema,
    });
    return labels[0] ?? null;
  } catch (error) {
    console.warn('Access-route lookup failed; signing up without it', error);
    return null;
  }
}
