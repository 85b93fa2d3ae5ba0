import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import {
  cancelUpload,
  clearFinishedUploads,
  isUploading,
  setUploadManagerOpen,
  type UploadItem,
  type UploadStatus,
  useUploads,
} from '../upload/upload-store.ts';

/** Spec §9: the upload manager dialog is at most 750 px wide. */
export const UPLOAD_MANAGER_MAX_WIDTH = 750;

const CHIP_COLOR: Record<UploadStatus, ChipProps['color']> = {
  uploading: 'primary',
  failed: 'error',
  finished: 'success',
  cancelled: 'default',
  unknown: 'warning',
};

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const titleId = `upload-${item.id}-title`;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
          {item.title}
        </Typography>
        <Chip size="small" color={CHIP_COLOR[item.status]} label={t(`manager.status.${item.status}`)} />
        <Typography variant="body2" sx={{ minWidth: '3.5em', textAlign: 'right' }}>{`${item.progress}%`}</Typography>
      </Box>
      {item.status === 'uploading' && (
        <>
          <LinearProgress
            variant="determinate"
            value={item.progress}
            aria-label={t('uploading', { percent: item.progress })}
            sx={{ mt: 1 }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" role="status">
              {item.progress > 99 ? t('manager.finalizing') : ''}
            </Typography>
            <Button size="small" color="inherit" onClick={() => cancelUpload(item.id)}>
              {t('manager.cancel')}
            </Button>
          </Box>
        </>
      )}
      {item.status === 'failed' && item.error && (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {item.error}
        </Typography>
      )}
      {item.status === 'unknown' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('manager.unknown_help')}
        </Typography>
      )}
    </Box>
  );
}

/** Spec §2 upload manager: every upload of this tab with its status, progress and error. */
export function UploadManagerDialog() {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const { items, open } = useUploads();
  const uploading = isUploading(items);
  const close = () => setUploadManagerOpen(false);
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: UPLOAD_MANAGER_MAX_WIDTH } } }}
      aria-labelledby="upload-manager-title"
    >
      <DialogTitle id="upload-manager-title">{t('manager.title')}</DialogTitle>
      <DialogContent>
        {uploading && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {t('manager.leave_warning')}
          </Alert>
        )}
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('manager.empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {items.some((item) => item.status !== 'uploading') && (
          <Button onClick={clearFinishedUploads}>{t('manager.clear')}</Button>
        )}
        <Button variant="contained" onClick={close}>
          {t('manager.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
