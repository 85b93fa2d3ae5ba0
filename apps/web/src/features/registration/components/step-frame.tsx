import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/feedback/use-unsaved-changes.ts';
import { REGISTRATION_NS } from '../i18n.ts';

type StepFrameProps = {
  title: string;
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Absent on the first step. */
  onBack?: () => void;
  saving: boolean;
  /** The form's isDirty: leaving the page or switching the language asks first. */
  dirty: boolean;
  /** Messages that belong to no field of the step, shown above it. */
  formError?: string | null;
  submitLabel?: string;
  savingLabel?: string;
  /** Content with its own controls and saves (the Career step's work experiences), placed above the form. */
  lead?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every wizard step: a heading, the fields in one column, and Back / Next in a bar
 * that stays at the bottom of the screen on a phone. While the step saves, a progress bar and a
 * status line say so; the fields keep what the user typed if the save fails.
 */
export function StepFrame({
  title,
  intro,
  onSubmit,
  onBack,
  saving,
  dirty,
  formError,
  submitLabel,
  savingLabel,
  lead,
  children,
}: StepFrameProps) {
  const { t } = useTranslation(REGISTRATION_NS);
  const headingId = useId();
  useUnsavedChanges(dirty && !saving);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        component="h2"
        variant="h6"
        id={headingId}
        tabIndex={-1}
        data-step-heading
        sx={{
          mb: 1,
          '&:focus': { outline: 'none' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {title}
      </Typography>
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {lead}
      <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={saving}>
        {formError && (
          <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
            {formError}
          </Alert>
        )}
        {children}
        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            mx: { xs: -2, sm: 0 },
            px: { xs: 2, sm: 0 },
            pt: 0,
            pb: 1.5,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
            zIndex: 2,
          }}
        >
          <LinearProgress sx={{ visibility: saving ? 'visible' : 'hidden', mb: 1.5 }} aria-hidden />
          <Box
            role="status"
            aria-live="polite"
            sx={{ typography: 'body2', color: 'text.secondary', mb: saving ? 1 : 0 }}
          >
            {saving ? (savingLabel ?? t('actions.saving')) : ''}
          </Box>
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between' }}>
            {onBack ? (
              <Button variant="outlined" size="large" onClick={onBack} disabled={saving} sx={{ minWidth: 112 }}>
                {t('actions.back')}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" variant="contained" size="large" disabled={saving} sx={{ minWidth: 112 }}>
              {submitLabel ?? t('actions.next')}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
