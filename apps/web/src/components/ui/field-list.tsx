import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list of label–value pairs (`dt`/`dd` children); on a phone the value goes under its label. */
export function FieldList({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 1fr) 2fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
      }}
    >
      {children}
    </Box>
  );
}

/** A FieldList of `[label, value]` pairs, each value wrapping anywhere (ids, e-mail addresses, codes). */
export function FieldRows({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <FieldList>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </FieldList>
  );
}
