import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';
import { CameraPreview, VideoPlayer } from './camera-preview.tsx';
import { CameraProblemAlert } from './camera-problem.tsx';
import { clock } from './recording.ts';
import type { useCamera } from './use-camera.ts';
import type { useTakeRecorder } from './use-take-recorder.ts';

type Props = {
  camera: ReturnType<typeof useCamera>;
  recorder: ReturnType<typeof useTakeRecorder>;
  /** What the idle state offers (start recording, upload a file), and what a watched take offers. */
  idle: ReactNode;
  review: ReactNode;
  /** Whether a camera that did not start is explained here (the start step explains it once, above). */
  showProblem?: boolean;
};

/**
 * The phases of one take on screen: the camera and the start, the thinking time counting down
 * (start early), recording with the time left (stop early), then the take to watch.
 */
export function TakeRecorder({ camera, recorder, idle, review, showProblem = true }: Props) {
  const { t } = useTranslation(VIDEO_INTERVIEWS_NS);
  const { phase, secondsLeft, take } = recorder;
  const actions = useRef<HTMLDivElement>(null);
  const shown = useRef(phase);
  // The button just used gives way to the next phase's: focus moves to that phase's first action.
  useEffect(() => {
    if (shown.current === phase) return;
    shown.current = phase;
    actions.current?.querySelector<HTMLElement>('button, [role="button"]')?.focus();
  }, [phase]);
  const phaseText =
    phase === 'thinking'
      ? t('recorder.thinking_status')
      : phase === 'recording'
        ? t('recorder.recording_status')
        : phase === 'review'
          ? t('recorder.review_status')
          : '';
  return (
    <Box>
      {/* Each change of phase is announced once; the seconds are read on request (role timer). */}
      <Typography role="status" variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {phaseText}
      </Typography>
      {showProblem && camera.problem && phase === 'idle' && <CameraProblemAlert problem={camera.problem} />}
      {phase === 'review' && take ? (
        <VideoPlayer src={take.url} label={t('recorder.take_player')} />
      ) : (
        camera.stream && phase !== 'idle' && <CameraPreview stream={camera.stream} label={t('camera.preview')} />
      )}
      {(phase === 'thinking' || phase === 'recording') && (
        <Typography role="timer" variant="h6" component="p" sx={{ my: 1 }}>
          {phase === 'thinking'
            ? t('recorder.thinking_left', { time: clock(secondsLeft) })
            : t('recorder.recording_left', { time: clock(secondsLeft) })}
        </Typography>
      )}
      <Box ref={actions} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {phase === 'idle' && idle}
        {phase === 'thinking' && (
          <Button variant="contained" onClick={() => void recorder.record()}>
            {t('recorder.start_now')}
          </Button>
        )}
        {phase === 'recording' && (
          <Button variant="contained" color="error" onClick={recorder.stop}>
            {t('recorder.stop')}
          </Button>
        )}
        {phase === 'review' && review}
      </Box>
    </Box>
  );
}
