import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form reads a checkbox through its ref; MUI's Checkbox forwards `ref` to the outer
 * span, so the ref must reach the real <input> through the input slot instead.
 */
export function checkboxRegistration(
  { ref, ...rest }: UseFormRegisterReturn,
  inputProps: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, string | undefined> = {},
) {
  return { ...rest, slotProps: { input: { ...inputProps, ref } } };
}
