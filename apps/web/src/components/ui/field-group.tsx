import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = {
  children: ReactNode;
  /**
   * The group's name. With it the group is a `fieldset` named by its `legend` (checkboxes of one
   * question, the fields of one address); without it the group only lays its fields out.
   */
  legend?: ReactNode;
  /** Two columns from the md breakpoint up (pairs such as from/to, minimum/maximum); one below it. */
  columns?: 1 | 2;
  /** The space under the group, in theme spacing units (default 0: forms space their own groups). */
  spacing?: 0 | 2 | 3;
};

/** Form fields that belong together, 16 px apart, in one or two columns, optionally under a legend. */
export function FieldGroup({ children, legend, columns = 1, spacing = 0 }: Props) {
  const legendId = useId();
  const twoColumns = columns === 2 ? { md: '1fr 1fr' } : undefined;
  if (legend === undefined) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: twoColumns, mb: spacing || undefined }}>{children}</Box>
    );
  }
  const grid = <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: twoColumns }}>{children}</Box>;
  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, m: 0, p: 0, minWidth: 0, mb: spacing }}>
      <Typography id={legendId} component="legend" variant="subtitle2" sx={{ p: 0, mb: 1 }}>
        {legend}
      </Typography>
      {grid}
    </Box>
  );
}
