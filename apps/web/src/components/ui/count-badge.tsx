import Box from '@mui/material/Box';
import { VisuallyHidden } from './visually-hidden.tsx';

/**
 * A small count beside a navigation entry (unread threads, reports to review). The number is hidden
 * from screen readers, which hear `label`, the whole sentence ("3 reports to review"), instead.
 */
export function CountBadge({ shown, label }: { shown: string; label: string }) {
  return (
    <>
      <Box
        component="span"
        aria-hidden="true"
        sx={{
          ml: 0.75,
          px: 0.75,
          minWidth: 20,
          height: 20,
          borderRadius: 10,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: 12,
          fontWeight: 700,
          lineHeight: 1,
        }}
      >
        {shown}
      </Box>
      <VisuallyHidden>{` (${label})`}</VisuallyHidden>
    </>
  );
}
