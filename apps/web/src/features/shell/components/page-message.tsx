import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect } from 'react';
import { LogoMark } from '../../../components/ui/logo.tsx';

type PageMessageProps = { code?: string; title: string; children?: ReactNode };

/** A whole-page message (404, load failure): the mark, a heading and what to do next. */
export function PageMessage({ code, title, children }: PageMessageProps) {
  useEffect(() => {
    document.title = `${title} | Hashi`;
  }, [title]);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 3, py: { xs: 6, lg: 10 }, textAlign: 'center' }}>
      <Box sx={{ color: 'primary.main', mb: 2 }}>
        <LogoMark size={56} />
      </Box>
      {code && (
        <Typography aria-hidden sx={{ fontSize: 48, fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}>
          {code}
        </Typography>
      )}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', lg: '1.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
