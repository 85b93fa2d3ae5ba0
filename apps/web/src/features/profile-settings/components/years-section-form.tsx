import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_SETTINGS_NS } from '../i18n.ts';
import { SectionForm } from './section-form.tsx';
import type { YearsEntries } from './use-years-entries.ts';

type YearsSectionFormProps = {
  list: YearsEntries;
  intro: string;
  /** The listed entries (or what says there are none). */
  children: ReactNode;
  /** The box that adds one entry. */
  addForm: ReactNode;
};

/**
 * The form of the job-role and skill sections: the list is edited here and saved whole by Save,
 * with a warning while it differs from what is saved.
 */
export function YearsSectionForm({ list, intro, children, addForm }: YearsSectionFormProps) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  return (
    <SectionForm
      onSubmit={(event) => {
        event.preventDefault();
        list.save();
      }}
      dirty={list.dirty}
      saving={list.saving}
      saved={list.saved}
      formError={list.formError}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
      {list.dirty && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('years.unsaved')}
        </Alert>
      )}
      {addForm}
    </SectionForm>
  );
}
