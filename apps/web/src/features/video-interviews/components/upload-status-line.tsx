import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useUploads } from '../../../lib/uploads/upload-store.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';

/** The running answer upload's progress beside the question (the upload manager lists it too). */
export function UploadStatusLine({ interviewId, title }: { interviewId: number; title: string }) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const { items } = useUploads();
  const link = `/video-interviews/${interviewId}`;
  const item = [...items].reverse().find((upload) => upload.link === link && upload.title === title);
  const progress = item?.progress ?? 0;
  return (
    <Box sx={{ my: 2 }}>
      <Typography role="status" variant="body2" component="p">
        {progress > 99 ? t('video.finalizing') : t('video.uploading', { progress })}
      </Typography>
      <LinearProgress variant="determinate" value={progress} aria-label={t('video.upload_progress')} />
    </Box>
  );
}
