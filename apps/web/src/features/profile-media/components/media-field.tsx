import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ChangeEvent, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, type ProfileMediaKind, type VideoContext } from '@hashi/shared/profile-media.schema';
import { PROFILE_MEDIA_NS } from '../i18n.ts';
import { type MediaRef, useMediaField } from './use-media-field.ts';

type Props = {
  kind: ProfileMediaKind;
  /** The current file, or null when none is uploaded. */
  media: MediaRef | null;
  /** Which video formats this place takes; the server is told the same. */
  context?: VideoContext;
  /** The current file (image or player), or what stands in for it. */
  preview: ReactNode;
  hints: string[];
};

/**
 * What the photo and video fields share: label above, preview, choose and delete buttons, hints,
 * progress and error, with the behaviour of useMediaField behind them.
 */
export function MediaField({ kind, media, context, preview, hints }: Props) {
  const { t } = useTranslation(PROFILE_MEDIA_NS);
  const field = useMediaField(kind, media, context);
  const labelId = useId();
  const hintId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still starts an upload.
    event.target.value = '';
    void field.choose(file);
  };
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 3 }}>
      <Typography id={labelId} component="h3" sx={{ mb: 0.75, fontWeight: 600 }}>
        {t(`${kind}.label`)}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: 'flex-start' }}>
        {preview}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
          <Button component="label" variant="outlined" disabled={field.running !== null} aria-describedby={hintId}>
            {media ? t(`${kind}.change`) : t(`${kind}.upload`)}
            <input type="file" hidden accept={acceptAttribute(kind, context)} onChange={onChange} />
          </Button>
          {media !== null && (
            <Button color="error" onClick={field.remove} loading={field.deleting} disabled={field.running !== null}>
              {t(`${kind}.delete`)}
            </Button>
          )}
        </Box>
      </Box>
      <Box id={hintId}>
        {hints.map((hint) => (
          <FormHelperText key={hint}>{hint}</FormHelperText>
        ))}
      </Box>
      {field.running && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={field.running.progress}
            aria-label={t('uploading', { percent: field.running.progress })}
          />
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
            {field.running.progress > 99
              ? t('uploads.finalizing', { ns: 'common' })
              : t('uploading', { percent: field.running.progress })}
          </Typography>
        </Box>
      )}
      {field.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {field.error}
        </Alert>
      )}
    </Box>
  );
}
