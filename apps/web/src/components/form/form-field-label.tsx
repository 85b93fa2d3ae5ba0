import InputLabel from '@mui/material/InputLabel';
import type { ReactNode } from 'react';

/** The label ABOVE a field (UX.md: floating labels are hard to read in a second language). */
export function FormFieldLabel({
  id,
  htmlFor,
  required,
  children,
}: {
  /** Lets a control that is not a labelable element (a select's combobox) point at it with aria-labelledby. */
  id?: string;
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <InputLabel
      id={id}
      htmlFor={htmlFor}
      required={required}
      sx={{ mb: 0.75, color: 'text.primary', fontWeight: 600, whiteSpace: 'normal' }}
    >
      {children}
    </InputLabel>
  );
}
