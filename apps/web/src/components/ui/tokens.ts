/**
 * The brand in one place. The MUI theme (theme.ts) is built from these values, and the shell's
 * stylesheets (base.css, shell.css, page-states.css) read them as CSS custom properties, so the
 * plain-HTML top bar and the MUI pages cannot drift apart.
 *
 * Deep "indigo ink" blue reads as calm and trustworthy; every text colour keeps at least WCAG AA
 * contrast (4.5:1) on white and on the page background.
 */
export const tokens = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  primaryLight: '#3d63b3',
  primaryTint: '#e8eef9',
  accent: '#b4451f',
  ink: '#1a2233',
  inkMuted: '#4a5568',
  page: '#f5f7fb',
  paper: '#ffffff',
  divider: 'rgba(26, 34, 51, 0.12)',
  focus: '#f2a900',
  error: '#b3261e',
  success: '#1e6b34',
  /** MUI's own orange (#ed6c02) fails AA under white text: a darker amber for chips and alerts. */
  warning: '#a3500b',
  radius: 10,
} as const;

/** Renders kana and kanji well on every platform before falling back (UX.md, Fonts). */
export const FONT_STACK = 'system-ui, "Hiragino Sans", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif';

/** Publishes the tokens as `--hashi-*` custom properties for the shell stylesheets (called once at start-up). */
export function applyCssTokens(root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(tokens)) {
    const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    root.style.setProperty(`--hashi-${kebab}`, typeof value === 'number' ? `${value}px` : value);
  }
  root.style.setProperty('--hashi-font', FONT_STACK);
}
