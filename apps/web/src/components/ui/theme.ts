import { BREAKPOINTS } from '@hashi/shared/constants';
import { createTheme } from '@mui/material/styles';

/** Renders kana and kanji well on every platform before falling back (UX.md, Fonts). */
export const FONT_STACK = 'system-ui, "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif';

/**
 * Deep "indigo ink" blue reads as calm and trustworthy; every text colour below keeps at least
 * WCAG AA contrast (4.5:1) on white and on the page background.
 */
const brand = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  primaryLight: '#3d63b3',
  accent: '#b4451f',
  ink: '#1a2233',
  inkMuted: '#4a5568',
  page: '#f5f7fb',
  focus: '#f2a900',
};

export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    primary: { main: brand.primary, dark: brand.primaryDark, light: brand.primaryLight, contrastText: '#fff' },
    secondary: { main: brand.accent, contrastText: '#fff' },
    text: { primary: brand.ink, secondary: brand.inkMuted },
    background: { default: brand.page, paper: '#fff' },
    error: { main: '#b3261e' },
    success: { main: '#1e6b34' },
    divider: 'rgba(26, 34, 51, 0.12)',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_STACK,
    body1: { lineHeight: 1.7 },
    body2: { lineHeight: 1.7 },
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.4 },
    h2: { fontSize: '1.625rem', fontWeight: 700, lineHeight: 1.4 },
    h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.45 },
    h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.5 },
    h5: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.5 },
    h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.5 },
    // Upper-casing means nothing in Japanese and hurts English readability.
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { wordBreak: 'normal', overflowWrap: 'anywhere', lineBreak: 'strict' },
        // A focus ring that stays visible on both the white app bar and the blue buttons.
        ':focus-visible': { outline: `3px solid ${brand.focus}`, outlineOffset: 2 },
        // The skip link (features/shell) sits off screen until a keyboard user tabs onto it.
        '.hashi-skip-link': {
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 2000,
          padding: '8px 16px',
          background: '#fff',
          color: brand.primary,
          fontWeight: 600,
          borderRadius: 8,
          textDecoration: 'none',
        },
        '.hashi-skip-link:focus': { top: 8 },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
