import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

type Props = {
  title: ReactNode;
  children: ReactNode;
  /** The heading's level under the page's h1 (default 2). */
  level?: 2 | 3 | 4;
  /**
   * `normal` (the default): a page's block — h6 heading, roomier padding on wider screens.
   * `compact`: a small card in a column or a list — subtitle1 heading, 16 px padding.
   */
  size?: 'normal' | 'compact';
  /** Buttons or links beside the heading (an "Edit" link). */
  actions?: ReactNode;
  /** The element: a landmark `section` (the default, named by its heading), or `li`/`article`/`div`. */
  component?: 'section' | 'article' | 'li' | 'div';
  /** 16 px under the card, for cards stacked in a page without a grid gap. */
  gutterBottom?: boolean;
  lang?: string;
};

const PADDING = { normal: { xs: 2, sm: 3 }, compact: 2 } as const;

/**
 * A titled section of a page in an outlined card: the heading at the given level names the section
 * (`aria-labelledby`), so screen-reader users can jump to it as a region; padding and heading style are
 * the same in every card.
 */
export function SectionCard({
  title,
  children,
  level = 2,
  size = 'normal',
  actions,
  component = 'section',
  gutterBottom = false,
  lang,
}: Props) {
  const headingId = useId();
  const named = component === 'section' || component === 'article';
  const heading = (
    <Typography
      id={headingId}
      component={`h${level}`}
      variant={size === 'normal' ? 'h6' : 'subtitle1'}
      sx={actions ? { flex: 1 } : { mb: size === 'normal' ? 1.5 : 1 }}
    >
      {title}
    </Typography>
  );
  return (
    <Paper
      component={component}
      variant="outlined"
      aria-labelledby={named ? headingId : undefined}
      lang={lang}
      sx={{ p: PADDING[size], mb: gutterBottom ? 2 : undefined }}
    >
      {actions ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: size === 'normal' ? 1.5 : 1 }}>
          {heading}
          {actions}
        </Box>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
