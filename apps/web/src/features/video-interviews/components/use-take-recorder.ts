import { useCallback, useEffect, useRef, useState } from 'react';
import { RECORDER_BITS, recordingType } from './recording.ts';

export type RecorderPhase = 'idle' | 'thinking' | 'recording' | 'review';
export type Take = { blob: Blob; url: string };

type Timing = { thinkingSeconds: number; answerSeconds: number };

/**
 * One take of a video answer: the thinking time counts down (the applicant may start early), then
 * MediaRecorder records until the applicant stops or the answer's time limit is reached; the take
 * can then be watched. `open` gives the camera's stream when recording starts.
 */
export function useTakeRecorder(timing: Timing, open: () => Promise<MediaStream | null>) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [take, setTake] = useState<Take | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const takeUrl = useRef<string | null>(null);

  const stop = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  const record = useCallback(async () => {
    if (recorder.current) return;
    const stream = await open();
    if (recorder.current) return;
    if (!stream) {
      setPhase('idle');
      return;
    }
    const mimeType = recordingType();
    let media: MediaRecorder;
    try {
      media = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), ...RECORDER_BITS });
    } catch {
      // A browser that refuses the type or the bit rates still records in its own default.
      media = new MediaRecorder(stream);
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      // The recorder's own type (with its codecs) is what the bytes are.
      const blob = new Blob(chunks, { type: media.mimeType || mimeType || 'video/webm' });
      const url = URL.createObjectURL(blob);
      takeUrl.current = url;
      setTake({ blob, url });
      setPhase('review');
      recorder.current = null;
    };
    recorder.current = media;
    media.start(1000);
    setSecondsLeft(timing.answerSeconds);
    setPhase('recording');
  }, [open, timing.answerSeconds]);

  const begin = useCallback(async () => {
    if (timing.thinkingSeconds <= 0) return record();
    // The camera starts with the thinking time, so the applicant sees themselves before recording.
    if (!(await open())) return;
    setSecondsLeft(timing.thinkingSeconds);
    setPhase('thinking');
  }, [open, record, timing.thinkingSeconds]);

  /** Drops the watched take, to record again or leave. */
  const discard = useCallback(() => {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
    setTake(null);
    setPhase('idle');
  }, []);

  useEffect(() => {
    if (phase !== 'thinking' && phase !== 'recording') return;
    const timer = setInterval(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (secondsLeft > 0) return;
    if (phase === 'thinking') void record();
    else if (phase === 'recording') stop();
  }, [secondsLeft, phase, record, stop]);

  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') {
        recorder.current.onstop = null;
        recorder.current.stop();
      }
      if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    },
    [],
  );

  return { phase, secondsLeft, take, begin, record, stop, discard };
}
