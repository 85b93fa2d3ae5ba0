import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { isApiError } from '../../../lib/api/api-error.ts';
import { sendResumable } from '../../../lib/uploads/resumable-upload.ts';
import { UploadCancelled, UploadOutcomeUnknown } from '../../../lib/uploads/upload-errors.ts';
import { updateInterview } from './update-interview.ts';

type Events = { onProgress?: (sent: number) => void; onResume?: () => void };

/**
 * A video answer (ADR 0045, 0047): the bytes as a resumable tus upload with purpose
 * `video_interview_answer`, then the finished upload saved as the question's answer
 * (`POST …/update` with `upload_id`), which the server scans, checks and counts as a take.
 */
export function uploadAnswerVideo(interviewId: number, questionNo: number, file: File, events: Events = {}) {
  let cancelled = false;
  const bytes = sendResumable(file, { purpose: 'video_interview_answer', ...events });
  const result = (async (): Promise<ApplicantInterview> => {
    const uploadId = await bytes.result;
    if (cancelled) throw new UploadCancelled();
    try {
      return await updateInterview(interviewId, { question_no: questionNo, upload_id: uploadId });
    } catch (error) {
      // Every byte was sent; with no answer the video may or may not have been taken.
      if (isApiError(error) && error.status === 0) throw new UploadOutcomeUnknown();
      throw error;
    }
  })();
  return {
    result,
    abort: () => {
      cancelled = true;
      bytes.abort();
    },
  };
}
