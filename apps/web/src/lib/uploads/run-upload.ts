import { UploadCancelled, UploadOutcomeUnknown } from './upload-errors.ts';
import { addUpload, type NewUpload, setUploadManagerOpen, type UploadStatus, updateUpload } from './upload-store.ts';

/** How a feature's upload is started and told about; `runUpload` lists it in the manager. */
export type UploadJob<T> = NewUpload & {
  start: (events: { onProgress: (sent: number) => void; onResume: () => void }) => {
    result: Promise<T>;
    abort: () => void;
  };
  /** A failure's message in the user's language (the server's own where it gave one). */
  describeError: (error: unknown) => string;
  /** After the file landed, or may have (unknown): refresh what shows it. */
  onSettled?: (status: 'finished' | 'unknown', value: T | null) => void | Promise<void>;
};

export type UploadOutcome<T> = { status: UploadStatus; value: T | null; error: string | null };

/**
 * Runs one upload through the app's upload manager (spec §2): listed with its progress, then
 * finished, failed, cancelled or unknown. A failure opens the manager unless the upload was a
 * resume (the browser had sent part of the same file before); a failed or cancelled upload can be
 * started again from the manager.
 */
export async function runUpload<T>(job: UploadJob<T>): Promise<UploadOutcome<T>> {
  let id = 0;
  let resumed = false;
  const handle = job.start({
    onProgress: (sent) => updateUpload(id, { progress: Math.min(100, Math.floor(sent * 100)) }),
    onResume: () => {
      resumed = true;
      updateUpload(id, { resumed: true });
    },
  });
  id = addUpload(job, { abort: handle.abort, retry: () => void runUpload(job) });
  try {
    const value = await handle.result;
    updateUpload(id, { status: 'finished', progress: 100 });
    await job.onSettled?.('finished', value);
    return { status: 'finished', value, error: null };
  } catch (error) {
    if (error instanceof UploadCancelled) {
      updateUpload(id, { status: 'cancelled' });
      return { status: 'cancelled', value: null, error: null };
    }
    if (error instanceof UploadOutcomeUnknown) {
      updateUpload(id, { status: 'unknown' });
      await job.onSettled?.('unknown', null);
      return { status: 'unknown', value: null, error: null };
    }
    const message = job.describeError(error);
    updateUpload(id, { status: 'failed', error: message });
    if (!resumed) setUploadManagerOpen(true);
    return { status: 'failed', value: null, error: message };
  }
}
