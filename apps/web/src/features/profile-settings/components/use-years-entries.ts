import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';

/** A job role or a skill with its years-of-experience band: `refId` is the role's or skill's id. */
export type YearsEntry = { refId: number; years: number };

const sameEntries = (a: YearsEntry[], b: YearsEntry[]) =>
  a.length === b.length && a.every((entry, i) => entry.refId === b[i]?.refId && entry.years === b[i]?.years);

/**
 * The list of a job-role or skill section, edited locally and saved whole by the sync endpoint.
 * An entry is pending while it differs from what the server has; adding an id already listed
 * replaces its band (deduplicated by id, spec §5).
 */
export function useYearsEntries(saved: YearsEntry[], sync: (entries: YearsEntry[]) => Promise<YearsEntry[]>) {
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(saved);
  const [entries, setEntries] = useState(saved);
  const [formError, setFormError] = useState<string | null>(null);
  const savedYears = new Map(baseline.map((entry) => [entry.refId, entry.years]));

  const mutation = useMutation({
    mutationFn: sync,
    onSuccess: async (result) => {
      setBaseline(result);
      setEntries(result);
      await refreshProfileQueries(queryClient);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setFormError(Object.values(error.fieldErrors).flat().join('\n') || error.message);
      }
    },
  });

  return {
    entries,
    dirty: !sameEntries(entries, baseline),
    isPending: (entry: YearsEntry) => savedYears.get(entry.refId) !== entry.years,
    add: (entry: YearsEntry) =>
      setEntries((list) =>
        list.some((e) => e.refId === entry.refId)
          ? list.map((e) => (e.refId === entry.refId ? entry : e))
          : [...list, entry],
      ),
    setYears: (refId: number, years: number) =>
      setEntries((list) => list.map((e) => (e.refId === refId ? { ...e, years } : e))),
    remove: (refId: number) => setEntries((list) => list.filter((e) => e.refId !== refId)),
    save: () => {
      setFormError(null);
      mutation.mutate(entries);
    },
    saving: mutation.isPending,
    saved: mutation.isSuccess,
    formError,
  };
}

export type YearsEntries = ReturnType<typeof useYearsEntries>;
