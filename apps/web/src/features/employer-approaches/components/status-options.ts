import { ApplyStatus } from '@hashi/shared/enums';

/**
 * The statuses an application may move to next: the browser's copy of the server's rule
 * (apps/server/src/features/employer-approaches/status-rule.ts, ADR 0021), so the control offers only
 * what the server accepts. The server still decides, and its message is shown if it refuses.
 * Selection moves forward only (stages may be skipped); reject and cancel end any open stage; join,
 * reject and cancel are final; invisible hides the application from the applicant, and from it the
 * application returns to the status it had, or moves on from there.
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
