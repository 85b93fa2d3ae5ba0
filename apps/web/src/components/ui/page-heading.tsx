import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** A line under the heading that says what the page is for (in the secondary text colour). */
  subtitle?: ReactNode;
  /** Buttons or links beside the heading (a page's "New…" or "Refresh"); they wrap under it on a phone. */
  actions?: ReactNode;
  id?: string;
  lang?: string;
  /** h5 for pages inside the app's frame (the default), h4 for a standalone page's headline. */
  variant?: 'h4' | 'h5';
  /** The space under the whole heading block, in theme spacing units (default 2). */
  spacing?: 0 | 1 | 1.5 | 2 | 3;
};

/**
 * A page's one h1, with the app's heading style and spacing: the title, an optional subtitle under it
 * and optional actions beside it. Every page has exactly one (UX.md: one h1 a page).
 */
export function PageHeading({ children, subtitle, actions, id, lang, variant = 'h5', spacing = 2 }: Props) {
  const below = subtitle ? 1 : spacing;
  const heading = (
    <Typography id={id} lang={lang} component="h1" variant={variant} sx={actions ? undefined : { mb: below }}>
      {children}
    </Typography>
  );
  return (
    <>
      {actions ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: below,
          }}
        >
          {heading}
          <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>
        </Box>
      ) : (
        heading
      )}
      {subtitle && (
        <Typography component="div" color="text.secondary" sx={{ mb: spacing }}>
          {subtitle}
        </Typography>
      )}
    </>
  );
}
