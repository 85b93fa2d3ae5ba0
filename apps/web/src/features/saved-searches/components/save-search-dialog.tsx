import type { JobSearchFilters } from '@hashi/shared/job-search.schema';
import { useTranslation } from 'react-i18next';
import { useCreateSavedSearch } from '../api/saved-searches.ts';
import { SAVED_SEARCHES_NS } from '../i18n.ts';
import { useConditionLines } from './conditions-summary.tsx';
import { NameDialog } from './name-dialog.tsx';

/** The dialog, mounted only while open: it reads the reference lists for the suggested name. */
export default function SaveSearchDialog(props: {
  filters: JobSearchFilters;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation(SAVED_SEARCHES_NS);
  const create = useCreateSavedSearch();
  const lines = useConditionLines(props.filters);
  return (
    <NameDialog
      open
      title={t('save.title')}
      submitLabel={t('save.submit')}
      initialName={lines.join(t('summary.joined')).slice(0, 100)}
      note={t('save.alert_note')}
      onClose={props.onClose}
      onSubmit={async (name) => {
        const result = await create.mutateAsync({ name, conditions: props.filters });
        props.onSaved(result.message);
      }}
    />
  );
}
