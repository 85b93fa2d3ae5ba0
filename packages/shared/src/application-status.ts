import { ApplyStatus } from './enums.ts';

/**
 * Which apply status may follow which (spec §4 apply statuses, ADR 0021): one rule for the server,
 * which decides, and the browser, which offers only what the server accepts. Selection moves
 * forward only, stages may be skipped: document selection 1 → first interview 2 → second or
 * further 3 → final 4 → job offer 7 → placement 8 → join 9. Reject (5) and cancel (6) end any open
 * stage; join, reject and cancel are final. Invisible (10) hides any application from the
 * applicant, and from it the application may return to the status it had, or move on from there
 * by the same rules.
 */

/** The selection stages, in order: document selection to join (neither closed nor invisible). */
export const SELECTION: readonly number[] = [
  ApplyStatus.DocumentSelection,
  ApplyStatus.FirstInterview,
  ApplyStatus.SecondOrFurtherInterview,
  ApplyStatus.FinalInterview,
  ApplyStatus.JobOffer,
  ApplyStatus.Placement,
  ApplyStatus.Join,
];
/**
 * Stages at which the company sees the applicant's e-mail, phone and address (ADR 0021): from the
 * first interview on, while the application is not closed.
 */
export const CONTACT_STAGES: readonly number[] = SELECTION.slice(SELECTION.indexOf(ApplyStatus.FirstInterview));
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

/** The last status other than invisible, from the history (oldest first) and the current status. */
export function visibleStatusBefore(current: number, history: { status: { id: number } }[]): number {
  if (current !== ApplyStatus.Invisible) return current;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const status = history[i]?.status.id;
    if (status !== undefined && status !== ApplyStatus.Invisible) return status;
  }
  return ApplyStatus.DocumentSelection;
}

/** Whether the application has ended (join, reject, cancel — or invisible after one of them). */
export function hasEnded(current: number, visibleBefore: number): boolean {
  return FINAL.includes(current === ApplyStatus.Invisible ? visibleBefore : current);
}

/** The statuses `current` may change to, in the order of the selection, then reject, cancel, invisible. */
export function nextStatuses(current: number, visibleBefore: number): number[] {
  const from = current === ApplyStatus.Invisible ? visibleBefore : current;
  const options: number[] = [];
  if (current === ApplyStatus.Invisible) options.push(from);
  if (!FINAL.includes(from)) {
    for (const stage of SELECTION.slice(SELECTION.indexOf(from) + 1)) options.push(stage);
    options.push(ApplyStatus.Reject, ApplyStatus.Cancel);
  }
  if (current !== ApplyStatus.Invisible) options.push(ApplyStatus.Invisible);
  return options.filter((status, index) => status !== current && options.indexOf(status) === index);
}
