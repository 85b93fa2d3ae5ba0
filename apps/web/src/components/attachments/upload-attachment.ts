import { type AttachmentResponse, attachmentResponseSchema } from '@hashi/shared/message-attachment.schema';
import { isApiError } from '../../lib/api/api-error.ts';
import { apiFetch } from '../../lib/api/client.ts';
import { type FileUpload, UploadAborted, uploadFile } from '../../lib/api/upload-file.ts';
import { sendResumable } from '../../lib/uploads/resumable-upload.ts';
import { UploadCancelled } from '../../lib/uploads/upload-errors.ts';

/** Where a thread's files go (ADR 0025): single files, and the claim of a resumable video. */
export type AttachmentUrls = { uploadUrl: string; claimUrl: string };

/**
 * A video's connection was lost while its bytes were on their way: the browser remembers the
 * upload, so choosing the same file again goes on from what the server holds (ADR 0045).
 */
export class UploadInterrupted extends Error {
  constructor() {
    super('upload interrupted');
    this.name = 'UploadInterrupted';
  }
}

/**
 * A video as a resumable (tus) upload with purpose `message_attachment` (ADR 0025 revision): the
 * bytes through `sendResumable` (chunks, retries from the server's offset, remembered by the
 * browser), then the claim that makes the finished upload a draft of the thread, answered like a
 * single-file upload. Removing it before the bytes are all there deletes what was sent; pausing it
 * (the conversation left) keeps them, and choosing the same video again goes on from there.
 */
function uploadVideo(file: File, claimUrl: string, onProgress: (sent: number) => void): FileUpload<AttachmentResponse> {
  let aborted = false;
  const bytes = sendResumable(file, { purpose: 'message_attachment', onProgress });
  const result = (async () => {
    let uploadId: string;
    try {
      uploadId = await bytes.result;
    } catch (error) {
      if (error instanceof UploadCancelled) throw new UploadAborted();
      if (isApiError(error) && error.status === 0) throw new UploadInterrupted();
      throw error;
    }
    if (aborted) throw new UploadAborted();
    return apiFetch(claimUrl, { method: 'POST', body: { upload_id: uploadId }, schema: attachmentResponseSchema });
  })();
  return {
    result,
    abort: () => {
      aborted = true;
      bytes.abort();
    },
    pause: () => {
      aborted = true;
      bytes.pause();
    },
  };
}

/**
 * Uploads one file of the message being written with its progress (0 to 1): a video resumably,
 * a photo or document as one multipart request. Both answer the draft; a removed file rejects
 * with `UploadAborted`.
 */
export function uploadAttachment(
  file: File,
  isVideo: boolean,
  urls: AttachmentUrls,
  onProgress: (sent: number) => void,
): FileUpload<AttachmentResponse> {
  if (isVideo) return uploadVideo(file, urls.claimUrl, onProgress);
  return uploadFile(urls.uploadUrl, file, attachmentResponseSchema, onProgress);
}
