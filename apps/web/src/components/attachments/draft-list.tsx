import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format/file-size.ts';
import type { AttachmentDrafts } from './use-attachment-drafts.ts';

/**
 * The files chosen for the next message: name and size, a progress bar while uploading, why one
 * was refused, and a remove button each; above them, the pre-check's refusal. Nothing when empty.
 */
export function DraftList({ drafts }: { drafts: AttachmentDrafts }) {
  const { t, i18n } = useTranslation();
  const shared = (key: string) => (i18n.exists(`shared:${key}`) ? t(`shared:${key}`) : key);
  const { items, problem, remove } = drafts;
  if (items.length === 0 && !problem) return null;
  return (
    <Box sx={{ mb: 1 }}>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {shared(problem)}
        </Alert>
      )}
      {items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('attachments.chosen')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
        >
          {items.map((item) => (
            <Box
              component="li"
              key={item.key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1,
                py: 0.5,
                border: 1,
                borderColor: item.status === 'failed' ? 'error.main' : 'divider',
                borderRadius: 1,
                minWidth: 0,
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
                  <Typography variant="body2" noWrap sx={{ minWidth: 0 }} title={item.name}>
                    {item.name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {formatFileSize(item.size, i18n.language)}
                  </Typography>
                </Box>
                {item.status === 'uploading' && (
                  <LinearProgress
                    variant="determinate"
                    value={Math.round(item.progress * 100)}
                    aria-label={t('attachments.uploading', { name: item.name })}
                    sx={{ mt: 0.5 }}
                  />
                )}
                {item.status === 'failed' && (
                  <Typography variant="caption" role="alert" sx={{ color: 'error.main' }}>
                    {item.quarantined
                      ? item.error
                      : item.error === 'upload_failed'
                        ? t('attachments.upload_failed')
                        : item.error === 'upload_interrupted'
                          ? t('attachments.upload_interrupted')
                          : shared(item.error ?? '')}
                  </Typography>
                )}
              </Box>
              <IconButton
                size="small"
                aria-label={t('attachments.remove', { name: item.name })}
                onClick={() => remove(item.key)}
                sx={{ minWidth: 40, minHeight: 40 }}
              >
                <Close fontSize="small" aria-hidden />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
