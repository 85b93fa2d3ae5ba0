import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect } from 'react';
import { theme } from './theme.ts';

/**
 * Wraps a part of the app that uses MUI. The shell itself is plain HTML and CSS (it must paint
 * before the UI library arrives), so each MUI part brings its own provider; they share one theme.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** The page area: the theme plus MUI's baseline styles (base.css sets the same base first). */
export default function ThemedPageArea({ children }: { children: ReactNode }) {
  // The page area is live: rendered here, or a server-painted page hydrated (ADR 0038). The e2e
  // journeys wait for it before they use a page the server painted.
  useEffect(() => {
    document.documentElement.dataset.pageArea = 'live';
  }, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
