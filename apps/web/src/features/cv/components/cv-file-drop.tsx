import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_NS } from '../i18n.ts';
import { CV_ACCEPT } from '../review/file-check.ts';

/**
 * Where a CV is dropped or picked. The file input has its own label (tests and assistive tools
 * find it by "CV file"); the visible button opens it. Checks are the caller's (review/file-check.ts).
 */
export function CvFileDrop({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { t } = useTranslation(CV_NS);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        bgcolor: over ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        px: 2,
        py: { xs: 3, sm: 5 },
        textAlign: 'center',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <Typography sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}>{t('upload.drop_here')}</Typography>
      <Typography color="text.secondary" sx={{ my: 1, display: { xs: 'none', sm: 'block' } }}>
        {t('upload.or')}
      </Typography>
      <Button variant="contained" size="large" disabled={disabled} onClick={() => input.current?.click()}>
        {t('upload.choose')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={CV_ACCEPT}
        aria-label={t('upload.file_label')}
        tabIndex={-1}
        className="hashi-visually-hidden"
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared so that choosing the same file again (after fixing it) fires a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('upload.formats')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('upload.languages')}
      </Typography>
    </Box>
  );
}
