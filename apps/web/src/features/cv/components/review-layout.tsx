import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_NS } from '../i18n.ts';

/** One group of proposals (a profile section), with its save state and section-wide errors. */
export function ReviewSection({
  id,
  title,
  saved,
  errors,
  children,
}: {
  id: string;
  title: string;
  saved?: boolean;
  errors?: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation(CV_NS);
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {saved && <Chip size="small" color="success" label={t('review.section_saved')} />}
      </Box>
      {errors?.map((message) => (
        <Typography key={message} role="alert" color="error" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
          {message}
        </Typography>
      ))}
      <fieldset disabled={saved} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        {children}
      </fieldset>
    </Paper>
  );
}

/** Proposals the profile already has: named, so the applicant sees they were read, not lost. */
export function AlreadyThere({ names }: { names: string[] }) {
  const { t } = useTranslation(CV_NS);
  if (names.length === 0) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('review.already', { names: names.join(t('review.list_separator')) })}
    </Typography>
  );
}

/** A bordered item of a list section (one experience, one school, one license). */
export function ReviewItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, pb: 0.5, '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      {children}
    </Box>
  );
}
