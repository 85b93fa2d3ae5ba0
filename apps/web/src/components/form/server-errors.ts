import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '../../lib/api/api-error.ts';

/**
 * Puts a 422's field messages under the matching fields (spec §5: each message shown, form marked
 * invalid). Messages for fields the form does not have are returned, for a message above the form.
 */
export function applyServerErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string[] {
  const rest: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message: messages.join('\n') }, { shouldFocus: true });
    } else {
      rest.push(...messages);
    }
  }
  if (rest.length === 0 && Object.keys(error.fieldErrors).length === 0 && error.body?.message) {
    rest.push(error.body.message);
  }
  return rest;
}
