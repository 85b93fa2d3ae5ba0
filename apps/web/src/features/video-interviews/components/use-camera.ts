import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_CONSTRAINTS, type CameraProblem, cameraProblemOf, canRecord } from './recording.ts';

/**
 * The camera and microphone while a screen needs them: `open` asks the browser (which asks the
 * applicant), `close` and leaving the screen turn them off again.
 */
export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [opening, setOpening] = useState(false);
  const current = useRef<MediaStream | null>(null);

  const close = useCallback(() => {
    for (const track of current.current?.getTracks() ?? []) track.stop();
    current.current = null;
    setStream(null);
  }, []);

  const open = useCallback(async (): Promise<MediaStream | null> => {
    if (current.current) return current.current;
    if (!canRecord()) {
      setProblem('unsupported');
      return null;
    }
    setOpening(true);
    try {
      const opened = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
      current.current = opened;
      setStream(opened);
      setProblem(null);
      return opened;
    } catch (error) {
      setProblem(cameraProblemOf(error));
      return null;
    } finally {
      setOpening(false);
    }
  }, []);

  useEffect(() => close, [close]);
  return { stream, problem, opening, open, close };
}
