import { ApplyStatus } from '@hashi/shared/enums';

/**
 * Which apply status may follow which (ADR 0021). Selection moves forward only, stages may be
 * skipped: document selection 1 → first interview 2 → second or further 3 → final 4 → job offer 7
 * → placement 8 → join 9. Reject (5) and cancel (6) end any open stage; join, reject and cancel are
 * final. Invisible (10) hides any application from the applicant, and from it the application may
 * return to the status it had, or move on from there by the same rules.
 */

const SELECTION: readonly number[] = [
  ApplyStatus.DocumentSelection,
  ApplyStatus.FirstInterview,
  ApplyStatus.SecondOrFurtherInterview,
  ApplyStatus.FinalInterview,
  ApplyStatus.JobOffer,
  ApplyStatus.Placement,
  ApplyStatus.Join,
];
const FINAL: readonly number[] = [ApplyStatus.Join, ApplyStatus.Reject, ApplyStatus.Cancel];

export type StatusVerdict = 'ok' | 'same' | 'unknown' | 'final' | 'backwards';

/**
 * Whether `to` may follow `current`; `visibleBefore` is the last status other than invisible (the
 * one an invisible application returns to).
 */
export function judgeStatusChange(current: number, to: number, visibleBefore: number): StatusVerdict {
  if (!Number.isInteger(to) || to < 1 || to > 10) return 'unknown';
  if (to === current) return 'same';
  if (to === ApplyStatus.Invisible) return 'ok';
  const from = current === ApplyStatus.Invisible ? visibleBefore : current;
  if (current === ApplyStatus.Invisible && to === from) return 'ok';
  if (FINAL.includes(from)) return 'final';
  if (to === ApplyStatus.Reject || to === ApplyStatus.Cancel) return 'ok';
  return SELECTION.indexOf(to) > SELECTION.indexOf(from) ? 'ok' : 'backwards';
}
