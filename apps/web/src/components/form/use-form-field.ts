import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useErrorText } from './use-error-text.ts';

/**
 * What every field bound to a form needs: an id to tie its label to, react-hook-form's binding of
 * the value, and the field's error in the user's language (`params` fill the message, e.g. `max`).
 */
export function useFormField<T extends FieldValues>(
  control: Control<T>,
  name: Path<T>,
  params?: Record<string, string | number>,
) {
  const id = useId();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return { id, field, error: errorText(fieldState.error?.message, params) };
}
