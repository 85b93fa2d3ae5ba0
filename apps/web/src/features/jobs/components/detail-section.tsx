import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/section-card.tsx';

/** One part of a job detail page: a heading and its content, named by the heading. */
export function DetailSection({ title, children, lang }: { title: string; children: ReactNode; lang?: string }) {
  return (
    <SectionCard title={title} gutterBottom>
      <Box lang={lang}>{children}</Box>
    </SectionCard>
  );
}

/** Text the company wrote, line breaks kept. */
export function Prose({ children }: { children: string }) {
  return (
    <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  );
}
