import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
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
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
