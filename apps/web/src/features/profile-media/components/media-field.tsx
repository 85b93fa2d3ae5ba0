import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { useIsManagerHost } from '../upload/manager-host.ts';
import { setUploadManagerOpen, type UploadItem } from '../upload/upload-store.ts';
import { UploadManagerDialog } from './upload-manager-dialog.tsx';

type Props = {
  label: string;
  /** The current file (image or player), or what stands in for it. */
  preview: ReactNode;
  accept: string;
  chooseLabel: string;
  deleteLabel: string;
  hasFile: boolean;
  hints: string[];
  running: UploadItem | null;
  error: string | null;
  deleting: boolean;
  hasUploads: boolean;
  onChoose: (file: File | undefined) => void;
  onDelete: () => void;
};

/** The layout both fields share: label above, preview, choose and delete buttons, hints, progress, error. */
export function MediaFieldFrame(props: Props) {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const isHost = useIsManagerHost();
  const labelId = useId();
  const hintId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still starts an upload.
    event.target.value = '';
    props.onChoose(file);
  };
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 3 }}>
      <Typography id={labelId} component="h3" sx={{ mb: 0.75, fontWeight: 600 }}>
        {props.label}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'flex-start' }}>
        {props.preview}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
          <Button component="label" variant="outlined" disabled={props.running !== null} aria-describedby={hintId}>
            {props.chooseLabel}
            <input type="file" hidden accept={props.accept} onChange={onChange} />
          </Button>
          {props.hasFile && (
            <Button color="error" onClick={props.onDelete} loading={props.deleting} disabled={props.running !== null}>
              {props.deleteLabel}
            </Button>
          )}
        </Box>
      </Box>
      <Box id={hintId}>
        {props.hints.map((hint) => (
          <FormHelperText key={hint}>{hint}</FormHelperText>
        ))}
      </Box>
      {props.running && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={props.running.progress}
            aria-label={t('uploading', { percent: props.running.progress })}
          />
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
            {props.running.progress > 99
              ? t('manager.finalizing')
              : t('uploading', { percent: props.running.progress })}
          </Typography>
        </Box>
      )}
      {props.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {props.error}
        </Alert>
      )}
      {props.hasUploads && (
        <Button size="small" sx={{ mt: 0.5 }} onClick={() => setUploadManagerOpen(true)}>
          {t('manager.open')}
        </Button>
      )}
      {isHost && <UploadManagerDialog />}
    </Box>
  );
}
