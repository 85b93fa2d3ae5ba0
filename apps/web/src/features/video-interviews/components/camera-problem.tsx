import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import type { CameraProblem } from './recording.ts';

/** Why the camera did not start and what to do instead (allow it, or upload a video file). */
export function CameraProblemAlert({ problem }: { problem: CameraProblem }) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  return (
    <Alert severity="warning" role="alert" sx={{ my: 2 }}>
      {t(`camera.problem_${problem}`)}
    </Alert>
  );
}
