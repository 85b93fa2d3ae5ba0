import { vi } from 'vitest';

/**
 * Stand-ins for the browser's camera (navigator.mediaDevices.getUserMedia) and MediaRecorder, so a
 * test can record takes: each stop gives one chunk of `FakeMediaRecorder.takeBytes` bytes.
 */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static takeBytes = 2048;
  static supported = ['video/webm;codecs=vp8,opus', 'video/webm'];
  static isTypeSupported(type: string): boolean {
    return FakeMediaRecorder.supported.includes(type);
  }
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions = {},
  ) {
    this.mimeType = options.mimeType ?? 'video/webm';
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state !== 'recording') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(FakeMediaRecorder.takeBytes)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

export type FakeCamera = { getUserMedia: ReturnType<typeof vi.fn>; trackStop: ReturnType<typeof vi.fn> };

/** Installs the camera (granted, or refused with `error`: a DOMException name) and MediaRecorder. */
export function installFakeMedia(options: { error?: string } = {}): FakeCamera {
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.takeBytes = 2048;
  const trackStop = vi.fn();
  const stream = { getTracks: () => [{ stop: trackStop }] } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => {
    if (options.error) throw new DOMException('refused', options.error);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  let next = 0;
  URL.createObjectURL = vi.fn(() => {
    next += 1;
    return `blob:take-${next}`;
  });
  URL.revokeObjectURL = vi.fn();
  return { getUserMedia, trackStop };
}
