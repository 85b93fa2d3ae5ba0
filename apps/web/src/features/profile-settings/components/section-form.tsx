import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChanges } from '../../../components/feedback/use-unsaved-changes.ts';
import { FormActionBar } from '../../../components/form/form-action-bar.tsx';

type SectionFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's isDirty: unsaved edits are guarded (leaving, language switch, closing the tab). */
  dirty: boolean;
  saving: boolean;
  /** Messages the server sent for no field of this form, shown above it. */
  formError?: string | null;
  saved?: boolean;
  children: ReactNode;
  /** Extra actions beside Save (e.g. "Add another"). */
  actions?: ReactNode;
};

/**
 * The frame of every profile-settings form: the fields in one column, messages above, and a Save
 * button that stays in reach at the bottom of the screen on a phone. Nothing is lost when a save
 * fails: the fields keep what the user typed.
 */
export function SectionForm({ onSubmit, dirty, saving, formError, saved, children, actions }: SectionFormProps) {
  const { t } = useTranslation();
  useUnsavedChanges(dirty);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 720 }}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2.5, whiteSpace: 'pre-line' }}>
          {formError}
        </Alert>
      )}
      {saved && !dirty && (
        <Alert severity="success" role="status" sx={{ mb: 2.5 }}>
          {t('form.saved')}
        </Alert>
      )}
      {children}
      <FormActionBar aboveBottomNav>
        {actions}
        <Button type="submit" variant="contained" size="large" loading={saving} disabled={!dirty && !saving}>
          {t('form.save')}
        </Button>
      </FormActionBar>
    </Box>
  );
}
