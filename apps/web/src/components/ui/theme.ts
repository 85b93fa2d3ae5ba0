import { BREAKPOINTS } from '@hashi/shared/constants';
import { createTheme } from '@mui/material/styles';
import { FONT_STACK, tokens } from './tokens.ts';

export { FONT_STACK };

export const theme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    primary: { main: tokens.primary, dark: tokens.primaryDark, light: tokens.primaryLight, contrastText: '#fff' },
    secondary: { main: tokens.accent, contrastText: '#fff' },
    text: { primary: tokens.ink, secondary: tokens.inkMuted },
    background: { default: tokens.page, paper: tokens.paper },
    error: { main: tokens.error },
    success: { main: tokens.success },
    warning: { main: tokens.warning, contrastText: '#fff' },
    divider: tokens.divider,
  },
  shape: { borderRadius: tokens.radius },
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
    // Every subtitle in the app is a small heading (a card's, a list's, a field group's): bold, from
    // here rather than an sx on each of them.
    subtitle1: { fontWeight: 700 },
    subtitle2: { fontWeight: 700 },
    // Upper-casing means nothing in Japanese and hurts English readability.
    button: { textTransform: 'none', fontWeight: 600, letterSpacing: 0 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { wordBreak: 'normal', overflowWrap: 'anywhere', lineBreak: 'strict' },
        // A focus ring that stays visible on both white surfaces and the blue buttons.
        ':focus-visible': { outline: `3px solid ${tokens.focus}`, outlineOffset: 2 },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // The app's most repeated inline style was a Typography with `sx={{ mb: 2 }}` (a lead paragraph,
    // a small heading, a status line above a list). `gutterBottom` says the same in one word and
    // gives the theme's 16 px rather than MUI's 0.35em (ADR 0008).
    MuiTypography: { styleOverrides: { gutterBottom: ({ theme }) => ({ marginBottom: theme.spacing(2) }) } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    // Links are told apart by more than colour (WCAG 1.4.1; axe link-in-text-block), wherever they sit.
    MuiLink: { defaultProps: { underline: 'always' } },
    // MUI greys a disabled field's helper text to text.disabled (2.65:1). The helper of a disabled
    // field says how to enable it ("Choose a job category first."): it must stay readable (AA).
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
  },
});
