import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  canRetryUpload,
  cancelUpload,
  clearFinishedUploads,
  isUploading,
  retryUpload,
  setUploadManagerOpen,
  type UploadItem,
  type UploadStatus,
  useUploads,
} from '../../lib/uploads/upload-store.ts';

/** Spec §9: the upload manager dialog is at most 750 px wide. */
export const UPLOAD_MANAGER_MAX_WIDTH = 750;

const CHIP_COLOR: Record<UploadStatus, ChipProps['color']> = {
  uploading: 'primary',
  failed: 'error',
  finished: 'success',
  cancelled: 'default',
  unknown: 'warning',
};

const close = () => setUploadManagerOpen(false);

function UploadRow({ item }: { item: UploadItem }) {
  const { t } = useTranslation();
  const titleId = `upload-${item.id}-title`;
  return (
    <Box component="li" aria-labelledby={titleId} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 600 }}>
          {item.title}
        </Typography>
        <Chip size="small" color={CHIP_COLOR[item.status]} label={t(`uploads.status.${item.status}`)} />
        <Typography variant="body2" sx={{ minWidth: '3.5em', textAlign: 'right' }}>{`${item.progress}%`}</Typography>
      </Box>
      {item.status === 'uploading' && (
        <LinearProgress
          variant="determinate"
          value={item.progress}
          aria-label={t('uploads.progress', { title: item.title, percent: item.progress })}
          sx={{ mt: 1 }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: 1, minWidth: 0 }}>
          {item.status === 'uploading' && item.progress > 99 ? t('uploads.finalizing') : ''}
        </Typography>
        {item.status === 'finished' && item.link && (
          <Link component={RouterLink} to={item.link} onClick={close} variant="body2">
            {t('uploads.open')}
          </Link>
        )}
        {item.status === 'uploading' && (
          <Button size="small" color="inherit" onClick={() => cancelUpload(item.id)}>
            {t('uploads.cancel')}
          </Button>
        )}
        {canRetryUpload(item) && (
          <Button size="small" onClick={() => retryUpload(item.id)}>
            {t('uploads.retry')}
          </Button>
        )}
      </Box>
      {item.status === 'failed' && item.error && (
        <Typography variant="body2" color="error">
          {item.error}
        </Typography>
      )}
      {item.status === 'unknown' && (
        <Typography variant="body2" color="text.secondary">
          {t('uploads.unknown_help')}
        </Typography>
      )}
    </Box>
  );
}

/** Spec §2 upload manager: every upload of this tab with its status, progress, error and link. */
function UploadManagerDialog() {
  const { t } = useTranslation();
  const { items, open } = useUploads();
  const running = items.filter((item) => item.status === 'uploading');
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: UPLOAD_MANAGER_MAX_WIDTH } } }}
      aria-labelledby="upload-manager-title"
    >
      <DialogTitle id="upload-manager-title">{t('uploads.title')}</DialogTitle>
      <DialogContent>
        {isUploading(items) && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {running.every((item) => item.resumable)
              ? t('uploads.leave_warning_resumable')
              : t('uploads.leave_warning')}
          </Alert>
        )}
        {items.length === 0 ? (
          <Typography color="text.secondary">{t('uploads.empty')}</Typography>
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
          <Button onClick={clearFinishedUploads}>{t('uploads.clear')}</Button>
        )}
        <Button variant="contained" onClick={close}>
          {t('uploads.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * While an upload runs, or one failed or ended unknown (something to look at), a button at the
 * bottom of the screen shows the running uploads' progress and opens the manager; once all are
 * finished or cancelled it gets out of the way.
 */
function UploadManagerButton() {
  const { t } = useTranslation();
  const { items } = useUploads();
  const running = items.filter((item) => item.status === 'uploading');
  if (!items.some((item) => item.status === 'uploading' || item.status === 'failed' || item.status === 'unknown')) {
    return null;
  }
  const percent = running.length
    ? Math.floor(running.reduce((sum, item) => sum + item.progress, 0) / running.length)
    : null;
  return (
    <button type="button" className="hashi-upload-pill" onClick={() => setUploadManagerOpen(true)}>
      {percent === null ? t('uploads.show') : t('uploads.running', { percent })}
    </button>
  );
}

/** The manager's button and dialog: one chunk, loaded with the tab's first upload. */
export default function UploadManagerView() {
  return (
    <>
      <UploadManagerButton />
      <UploadManagerDialog />
    </>
  );
}
