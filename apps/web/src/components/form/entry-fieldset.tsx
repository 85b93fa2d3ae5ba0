import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One entry of a list in a form (a license, an education, a certificate): a fieldset named by its
 * legend, so the same field label in every entry still reads "License name, License 2" to a screen
 * reader; its Remove button names the entry it removes.
 */
export function EntryFieldset({
  legend,
  removeLabel,
  onRemove,
  children,
}: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="fieldset"
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        m: 0,
        mb: 2.5,
        px: 2,
        pt: 5,
        pb: 0.5,
        minWidth: 0,
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.75, fontWeight: 700 }}>
        {legend}
      </Typography>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutline />}
        aria-label={removeLabel}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 4, right: 8 }}
      >
        {t('form.remove')}
      </Button>
      {children}
    </Box>
  );
}

/** A heading for a group of fields within a section. */
export function GroupHeading({ id, children, help }: { id?: string; children: ReactNode; help?: ReactNode }) {
  return (
    <Box sx={{ mt: 3, mb: 1.5 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {children}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {help}
        </Typography>
      )}
    </Box>
  );
}
