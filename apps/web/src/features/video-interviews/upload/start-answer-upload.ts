import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';
import i18next from 'i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useUploads } from '../../../lib/uploads/upload-store.ts';
import { runUpload, type UploadOutcome } from '../../../lib/uploads/run-upload.ts';
import { uploadAnswerVideo } from '../api/upload-answer-video.ts';
import { VIDEO_INTERVIEWS_NS } from '../i18n.ts';

/** A failed answer upload's message in the user's language: the server's own where it gave one. */
function failureMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return i18next.t('video.upload_network', { ns: VIDEO_INTERVIEWS_NS });
    // The virus scan kept the file back: its own message says why (spec §8, ADR 0044).
    const quarantined = error.body?.quarantined_files?.[0];
    if (quarantined) return quarantined.message;
    const field = Object.values(error.fieldErrors)[0]?.[0];
    if (field) return field;
    if (error.body?.message) return error.body.message;
  }
  return i18next.t('errors.failed', { ns: VIDEO_INTERVIEWS_NS });
}

/**
 * Uploads one video answer through the app's upload manager (spec §2: progress, then completion),
 * linked to the interview's page; `onSaved` gets the interview as the server now has it.
 */
export function startAnswerUpload(options: {
  interviewId: number;
  questionNo: number;
  file: File;
  onSaved: (interview: ApplicantInterview) => void;
  onUnknown: () => void;
}): Promise<UploadOutcome<ApplicantInterview>> {
  const { interviewId, questionNo, file } = options;
  return runUpload<ApplicantInterview>({
    kind: 'interview_answer',
    title: file.name,
    link: `/video-interviews/${interviewId}`,
    resumable: true,
    start: ({ onProgress, onResume }) => uploadAnswerVideo(interviewId, questionNo, file, { onProgress, onResume }),
    describeError: failureMessage,
    onSettled: (status, value) => {
      if (status === 'finished' && value) options.onSaved(value);
      else options.onUnknown();
    },
  });
}

/** Whether a video answer of this interview is still on its way (sending must wait for it). */
export function useAnswerUploading(interviewId: number): boolean {
  const { items } = useUploads();
  const link = `/video-interviews/${interviewId}`;
  return items.some((item) => item.kind === 'interview_answer' && item.link === link && item.status === 'uploading');
}
