import type { ApplicantInterview } from '@hashi/shared/video-interview.schema';

/** Spec §2: the video interview's steps, in order. */
export const STEPS = ['start', 'questions', 'confirm', 'send'] as const;
export type Step = (typeof STEPS)[number];
export type StepTarget = { step: Step; q?: number };

export const isStep = (value: string | null): value is Step => (STEPS as readonly string[]).includes(value ?? '');

/** Whether question `no` has an answer the server keeps (a choice, a text or a video). */
export function isAnswered(interview: ApplicantInterview, no: number): boolean {
  const answer = interview.answers.find((a) => a.question_no === no);
  return Boolean(answer && (answer.selected_option !== null || answer.text !== null || answer.video !== null));
}

/**
 * Where a visit without a step in its address begins: the start while nothing is answered, else
 * the first unanswered question, else the review (a reload resumes where the applicant was).
 */
export function resumeTarget(interview: ApplicantInterview): StepTarget {
  if (interview.answers.length === 0) return { step: 'start' };
  const open = interview.questions.find((q) => !isAnswered(interview, q.no));
  return open ? { step: 'questions', q: open.no } : { step: 'confirm' };
}
