import { BREAKPOINTS, SNACKBAR_MS } from '@hashi/shared/constants';
import Snackbar from '@mui/material/Snackbar';
import { useRef } from 'react';
import { Themed } from '../ui/themed.tsx';
import { useMediaQuery } from '../ui/use-media-query.ts';
import type { SnackbarMessage, SnackbarSeverity } from './use-snackbar.ts';

const BACKGROUND: Record<SnackbarSeverity, string> = {
  info: 'grey.900',
  success: 'success.main',
  error: 'error.main',
};

/** Spec §9: top of the screen at 960 px and narrower (clear of the bottom navigation), else bottom. */
export const SNACKBAR_TOP_QUERY = `(max-width:${BREAKPOINTS.md}px)`;

type Props = { message: SnackbarMessage | null; onClose: () => void };

/** The snackbar (loaded with the first message), shown for SNACKBAR_MS. */
export default function SnackbarView({ message, onClose }: Props) {
  const atTop = useMediaQuery(SNACKBAR_TOP_QUERY);
  // Keep the last message while the snackbar slides out after `message` became null.
  const last = useRef(message);
  if (message) last.current = message;
  const shown = last.current;
  return (
    <Themed>
      <Snackbar
        key={shown?.id}
        open={message !== null}
        message={shown?.text}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') onClose();
        }}
        anchorOrigin={{ vertical: atTop ? 'top' : 'bottom', horizontal: 'center' }}
        slotProps={{ content: { sx: { bgcolor: BACKGROUND[shown?.severity ?? 'info'], color: '#fff' } } }}
      />
    </Themed>
  );
}
