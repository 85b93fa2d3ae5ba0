import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form reads a checkbox through its ref; MUI's Checkbox forwards `ref` to the outer
 * span, so the ref must go to `inputRef` (the real <input>) instead.
 */
export function checkboxRegistration({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}
