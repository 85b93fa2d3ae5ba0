import {
  type MasterListFilter,
  type MasterListName,
  type MasterListResponse,
  masterListPath,
  masterListResponseSchema,
} from '@hashi/shared/masters.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import i18next from 'i18next';
import { REFERENCE_CACHE_PREFIX } from './reference-cache.ts';
import { apiFetch } from '../api/client.ts';

export type MasterListItem<N extends MasterListName> = MasterListResponse<N>['data'][number];

function query(filter: MasterListFilter = {}): string {
  const entries = Object.entries(filter).filter(([, value]) => value !== undefined && value !== null);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}` : '';
}

/** The session-storage key of one list in one language; the language switch clears the prefix (spec §3, §4). */
export function masterCacheKey(name: MasterListName, language: string, filter?: MasterListFilter): string {
  return `${REFERENCE_CACHE_PREFIX}${language}.${name}${query(filter)}`;
}

/**
 * A reference list in the current language: from session storage when this tab already fetched it,
 * else from the server (then stored). Names are per language, so the language is part of the key.
 */
export async function getMasterList<N extends MasterListName>(
  name: N,
  filter?: MasterListFilter,
  signal?: AbortSignal,
): Promise<MasterListItem<N>[]> {
  const key = masterCacheKey(name, i18next.language, filter);
  const cached = readCache<N>(key);
  if (cached) return cached;
  const response = (await apiFetch(`${masterListPath(name)}${query(filter)}`, {
    schema: masterListResponseSchema(name),
    signal,
  })) as MasterListResponse<N>;
  try {
    sessionStorage.setItem(key, JSON.stringify(response.data));
  } catch {
    // Storage full or disabled (private mode): the list still works, it is just fetched again.
  }
  return response.data;
}

function readCache<N extends MasterListName>(key: string): MasterListItem<N>[] | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as MasterListItem<N>[]) : null;
  } catch {
    return null;
  }
}

export const masterListQueryOptions = <N extends MasterListName>(name: N, filter?: MasterListFilter) =>
  queryOptions({
    queryKey: ['masters', i18next.language, name, filter ?? {}] as const,
    queryFn: ({ signal }) => getMasterList(name, filter, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A reference list for a form: `data` is empty until it arrives. Pass `enabled: false` to wait for a filter. */
export function useMasterList<N extends MasterListName>(
  name: N,
  filter?: MasterListFilter,
  options: { enabled?: boolean } = {},
) {
  const result = useQuery({ ...masterListQueryOptions(name, filter), enabled: options.enabled ?? true });
  return { ...result, items: result.data ?? [] };
}

/** id → name of a list, for showing saved ids as words. */
export function useMasterNames<N extends MasterListName>(name: N): Map<number, string> {
  const { data } = useMasterList(name);
  return useMemo(() => new Map((data ?? []).map((item) => [item.id, item.name])), [data]);
}
