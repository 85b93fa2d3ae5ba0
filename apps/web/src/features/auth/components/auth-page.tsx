import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { PageHeading } from '../../../components/ui/page-heading.tsx';

type Props = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
  /** A way back, shown above the card (account pages). */
  back?: ReactNode;
  /** A page in a fixed language other than the app's (after a landing page's sign-up). */
  lang?: string;
};

/**
 * The frame of every account page: one centred column that fills a phone and stays readable on a
 * desk. The title is the page's only h1 and also becomes the document title.
 */
export function AuthPage({ title, subtitle, children, maxWidth = 480, back, lang }: Props) {
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);

  return (
    <Box lang={lang} sx={{ px: 2, py: { xs: 3, sm: 6 }, mx: 'auto', maxWidth: maxWidth + 32 }}>
      {back}
      <Paper
        component="section"
        aria-labelledby="auth-page-title"
        variant="outlined"
        sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}
      >
        <PageHeading id="auth-page-title" subtitle={subtitle} spacing={3}>
          {title}
        </PageHeading>
        {children}
      </Paper>
    </Box>
  );
}
