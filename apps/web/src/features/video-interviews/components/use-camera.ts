import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_CONSTRAINTS, type CameraProblem, cameraProblemOf, canRecord } from './recording.ts';

const stopTracks = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The camera and microphone while a screen needs them: `open` asks the browser (which asks the
 * applicant), `close` and leaving the screen turn them off again. A second `open` while the browser
 * is still asking waits for the same answer, and a camera that arrives after the screen was left is
 * turned off at once, so it is never left on.
 */
export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [opening, setOpening] = useState(false);
  const current = useRef<MediaStream | null>(null);
  const pending = useRef<Promise<MediaStream | null> | null>(null);
  const mounted = useRef(true);

  const close = useCallback(() => {
    stopTracks(current.current);
    current.current = null;
    setStream(null);
  }, []);

  const open = useCallback((): Promise<MediaStream | null> => {
    if (current.current) return Promise.resolve(current.current);
    if (pending.current) return pending.current;
    if (!canRecord()) {
      setProblem('unsupported');
      return Promise.resolve(null);
    }
    setOpening(true);
    const asking = (async () => {
      try {
        const opened = await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
        if (!mounted.current) {
          stopTracks(opened);
          return null;
        }
        current.current = opened;
        setStream(opened);
        setProblem(null);
        return opened;
      } catch (error) {
        if (mounted.current) setProblem(cameraProblemOf(error));
        return null;
      } finally {
        pending.current = null;
        if (mounted.current) setOpening(false);
      }
    })();
    pending.current = asking;
    return asking;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      close();
    };
  }, [close]);
  return { stream, problem, opening, open, close };
}
