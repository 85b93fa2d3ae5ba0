import { VIDEO_RECOMMENDATION } from '@hashi/shared/video-interview.schema';

/** Containers in the order we prefer them; the first the browser's MediaRecorder can write is used. */
const RECORDING_TYPES = ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];

/** Whether this browser can record here at all (a camera API and MediaRecorder). */
export function canRecord(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia) && 'MediaRecorder' in window;
}

/** The first recording type this browser supports, or '' to let MediaRecorder choose. */
export function recordingType(): string {
  if (!('MediaRecorder' in window)) return '';
  return RECORDING_TYPES.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/**
 * What the camera asks for (spec §9: under 1280x720), and the bit rates that keep the longest
 * answer (300 s) well under 50 MB: about 1 Mbit/s of video and 64 kbit/s of sound ≈ 40 MB.
 */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    width: { ideal: 960, max: VIDEO_RECOMMENDATION.max_width },
    height: { ideal: 540, max: VIDEO_RECOMMENDATION.max_height },
    facingMode: 'user',
  },
  audio: true,
};
export const RECORDER_BITS = { videoBitsPerSecond: 1_000_000, audioBitsPerSecond: 64_000 } as const;

/** A recorded take as a file the upload takes: `question-2-take-1.webm`, with its real type. */
export function takeFile(blob: Blob, questionNo: number, take: number): File {
  const type = blob.type || 'video/webm';
  const extension = type.startsWith('video/mp4') ? 'mp4' : 'webm';
  return new File([blob], `question-${questionNo}-take-${take}.${extension}`, { type });
}

/** Why the camera did not start, in the words of the texts' keys. */
export type CameraProblem = 'denied' | 'no_device' | 'unsupported' | 'failed';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'no_device';
  return 'failed';
}

/** "1:05" for 65 seconds: what a countdown shows. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
