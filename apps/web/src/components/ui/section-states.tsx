import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from './page-states.tsx';

/**
 * The states of a list inside a page section (the dashboard's blocks, the /approach lists, the
 * postings after an application): failed, loading, empty. The rest of the page stays usable.
 */

/** A failed list: what happened and a way to try again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorState message={message} retryLabel={t('actions.retry')} onRetry={onRetry} />;
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
