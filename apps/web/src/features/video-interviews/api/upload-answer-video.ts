import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import { sendAndClaim } from '../../../lib/uploads/resumable-upload.ts';
import { updateInterview } from './update-interview.ts';

type Events = { onProgress?: (sent: number) => void; onResume?: () => void };

/**
 * A video answer (ADR 0045, 0047): the bytes as a resumable tus upload with purpose
 * `video_interview_answer`, then the finished upload saved as the question's answer
 * (`POST …/update` with `upload_id`), which the server scans, checks and counts as a take.
 */
export function uploadAnswerVideo(interviewId: number, questionNo: number, file: File, events: Events = {}) {
  return sendAndClaim<ApplicantInterview>(file, { purpose: 'video_interview_answer', ...events }, (uploadId) =>
    updateInterview(interviewId, { question_no: questionNo, upload_id: uploadId }),
  );
}
