import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme.ts';
import { applyCssTokens, tokens } from './tokens.ts';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens', () => {
  it.each([
    ['ink on paper', tokens.ink, tokens.paper],
    ['muted ink on the page background', tokens.inkMuted, tokens.page],
    ['primary on the page background', tokens.primary, tokens.page],
    ['white on primary', '#ffffff', tokens.primary],
    ['white on the accent (badges)', '#ffffff', tokens.accent],
    ['error on paper', tokens.error, tokens.paper],
    // The snackbars (snackbar-view.tsx): the e2e axe check leaves them out while they fade.
    ['white on success (snackbars)', '#ffffff', tokens.success],
    ['white on error (snackbars)', '#ffffff', tokens.error],
    ['white on warning (chips: a closed posting, a report to review)', '#ffffff', tokens.warning],
    ['warning on paper (outlined chips)', tokens.warning, tokens.paper],
    ['white on grey 900 (snackbars)', '#ffffff', '#212121'],
  ])('keeps AA contrast (4.5:1) for %s', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('publishes every token the shell stylesheets use', () => {
    applyCssTokens();
    const css = ['base.css', 'shell.css', 'page-states.css']
      .map((file) => readFileSync(path.join(import.meta.dirname, file), 'utf8'))
      .join('\n');
    const used = new Set([...css.matchAll(/var\((--hashi-[\w-]+)\)/g)].map((m) => m[1] ?? ''));
    const missing = [...used].filter((name) => document.documentElement.style.getPropertyValue(name) === '');
    expect(missing).toEqual([]);
  });

  it('builds the MUI theme from the same colours and breakpoints', () => {
    expect(theme.palette.primary.main).toBe(tokens.primary);
    expect(theme.palette.background.default).toBe(tokens.page);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 });
    expect(theme.typography.body1.lineHeight).toBe(1.7);
    expect(theme.typography.fontFamily).toContain('"Noto Sans JP"');
  });
});
