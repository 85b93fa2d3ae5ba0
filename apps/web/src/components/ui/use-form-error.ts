import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../form/server-errors.ts';
import { isApiError } from '../../lib/api/api-error.ts';

/**
 * The message above a form after a failed submit: a 422's messages go under their fields and what
 * no field shows stays here; any other failure reads `otherwise(error)` when given (else the global
 * error dialog tells it). Give `onError` to the submit's mutation.
 */
export function useFormError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  otherwise?: (error: unknown) => string,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 422) {
      setFormError(applyServerErrors(error, setError, fields).join('\n') || null);
    } else if (otherwise) setFormError(otherwise(error));
  };
  return { formError, clearFormError: () => setFormError(null), onError };
}
