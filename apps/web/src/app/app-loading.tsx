import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { LogoMark } from '../components/ui/logo.tsx';

/**
 * Shown on the very first load while the router fetches the first page's chunk: without it the
 * screen would stay blank. Text-free, so it needs no language yet.
 */
export function AppLoading() {
  return (
    <Box
      role="progressbar"
      aria-label="Hashi"
      aria-busy="true"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center' }}
    >
      <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3 }} aria-hidden />
      <Box sx={{ color: 'primary.main', opacity: 0.85 }}>
        <LogoMark size={48} />
      </Box>
    </Box>
  );
}
