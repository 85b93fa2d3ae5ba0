import Box from '@mui/material/Box';
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
