import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type FormActionBarProps = {
  /** On phones the bottom navigation of registered applicants covers the last 64 px: stay above it. */
  aboveBottomNav?: boolean;
  /** Let the buttons go onto a second line on a narrow screen rather than overflow it. */
  wrap?: boolean;
  /** The buttons, the main one last (rightmost). */
  children: ReactNode;
};

/** A long form's buttons, kept in reach at the bottom of the screen while the form scrolls. */
export function FormActionBar({ aboveBottomNav, wrap, children }: FormActionBarProps) {
  return (
    <Box
      // Named for base.css, which keeps the keyboard focus clear of the bar (scroll-padding-bottom).
      className="hashi-action-bar"
      sx={{
        position: 'sticky',
        bottom: { xs: aboveBottomNav ? 64 : 0, md: 0 },
        display: 'flex',
        flexWrap: wrap ? 'wrap' : undefined,
        gap: 1.5,
        justifyContent: 'flex-end',
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
        zIndex: 1,
      }}
    >
      {children}
    </Box>
  );
}
