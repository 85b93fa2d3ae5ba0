import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from '../../../components/form/server-errors.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { refreshProfileQueries } from '../../profile/api/profile.ts';

type SectionSaveOptions<T extends FieldValues, O, R> = {
  /** The form's values from what the server saved; without it the form keeps what the user typed. */
  toForm?: (saved: R) => T;
  /** After the save, once the profile is fresh again. */
  onSaved?: (saved: R, values: O) => void;
};

/**
 * The save of one section form: the request, then the form marked clean (with what the server
 * saved, or with what the user typed) and the profile refreshed (completion rate included). A 422's
 * messages go under their fields (`fields`: those the form has, or a function of its values when
 * they depend on its list entries), the rest above the form; other failures reach the global
 * dialog and the fields keep their values.
 */
export function useSectionSave<T extends FieldValues, O, R = unknown>(
  form: UseFormReturn<T, unknown, O>,
  fields: readonly Path<T>[] | ((values: T) => readonly Path<T>[]),
  save: (values: O) => Promise<R>,
  { toForm, onSaved }: SectionSaveOptions<T, O, R> = {},
) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved, values) => {
      form.reset(toForm ? toForm(saved) : form.getValues());
      await refreshProfileQueries(queryClient);
      onSaved?.(saved, values);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        const named = typeof fields === 'function' ? fields(form.getValues()) : fields;
        setFormError(applyServerErrors(error, form.setError, named).join('\n') || null);
      }
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values);
  });
  return { onSubmit, saving: mutation.isPending, saved: mutation.isSuccess, formError };
}

/** A resolver that tidies the raw values first (e.g. an emptied date input → null). */
export function preparedResolver<T extends FieldValues, O>(
  resolver: Resolver<T, unknown, O>,
  prepare: (values: T) => T,
): Resolver<T, unknown, O> {
  return (values, context, options) => resolver(prepare(values), context, options);
}

/** Empty strings of these fields become null, as "not given". */
export function blankAsNull<T extends FieldValues>(keys: readonly (keyof T)[]) {
  return (values: T): T => {
    const out: Record<string, unknown> = { ...values };
    for (const key of keys) if (out[key as string] === '') out[key as string] = null;
    return out as T;
  };
}
