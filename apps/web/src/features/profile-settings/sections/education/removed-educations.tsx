import Restore from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { GroupHeading } from '../../../../components/form/entry-fieldset.tsx';
import { PROFILE_SETTINGS_NS } from '../../i18n.ts';

export type RemovedEducation = {
  index: number;
  name: string;
  /** Already removed on the server (true), or only marked in this form until Save (false). */
  saved: boolean;
};

/**
 * Removed educations (spec §4): a saved entry is only softly removed, so it stays here with a
 * Restore button — right after its Remove (undo) and on later visits alike.
 */
export function RemovedEducations({
  entries,
  onRestore,
}: {
  entries: RemovedEducation[];
  onRestore: (index: number) => void;
}) {
  const { t } = useTranslation(PROFILE_SETTINGS_NS);
  if (entries.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="removed-educations-heading" sx={{ mb: 3 }}>
      <GroupHeading id="removed-educations-heading" help={t('education.removed_help')}>
        {t('education.removed_title')}
      </GroupHeading>
      <List dense disablePadding>
        {entries.map((entry) => {
          const name = entry.name.trim() || t('education.unnamed');
          return (
            <ListItem
              key={entry.index}
              divider
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<Restore />}
                  aria-label={t('education.restore', { name })}
                  onClick={() => onRestore(entry.index)}
                >
                  {t('education.restore_short')}
                </Button>
              }
            >
              <ListItemText
                primary={name}
                secondary={entry.saved ? t('education.removed_saved') : t('education.removed_pending')}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
