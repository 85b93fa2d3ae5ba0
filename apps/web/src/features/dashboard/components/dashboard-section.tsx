import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { DASHBOARD_NS } from '../i18n.ts';

type DashboardSectionProps = {
  title: string;
  /** Where the whole list lives (an /approach tab); the "See all" link is left out without it. */
  seeAllTo?: string;
  children: ReactNode;
};

/** One titled block of the dashboard, a landmark screen readers can jump to. */
export function DashboardSection({ title, seeAllTo, children }: DashboardSectionProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {title}
        </Typography>
        {seeAllTo && (
          <Button component={RouterLink} to={seeAllTo} size="small" aria-label={`${t('section.see_all')}: ${title}`}>
            {t('section.see_all')}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** A failed list: what happened and a way to try again; the rest of the page stays usable. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation(DASHBOARD_NS);
  return <ErrorState message={message} retryLabel={t('section.retry')} onRetry={onRetry} />;
}

/** Placeholder rows while a list loads, announced once by its label. */
export function SectionLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Box role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders with no identity of their own
        <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/** An empty list: what it means and, when there is one, what to do next. */
export function SectionEmpty({ text, action }: { text: string; action?: { to: string; label: string } }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: action ? 1.5 : 0 }}>
        {text}
      </Typography>
      {action && (
        <Button component={RouterLink} to={action.to} variant="outlined" size="small">
          {action.label}
        </Button>
      )}
    </Box>
  );
}
