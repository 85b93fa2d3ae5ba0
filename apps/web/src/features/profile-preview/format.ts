/** How the preview names what it shows; dates and money are written by lib/format. */

/** The name a company reads; without one, the spec's fallback 'ID: {id}'. */
export function displayName(fullName: string | null | undefined, id: number): string {
  const name = fullName?.trim();
  return name ? name : `ID: ${id}`;
}

/** The completion rate as a whole percent between 0 and 100 (spec §3). */
export function completionPercent(rate: number): number {
  return Math.min(100, Math.max(0, Math.round(rate)));
}

export type PreviewLabels = Record<string, Record<string, string>>;

/** The name of a reference id from the preview's labels (`labels[table][id]`), or null. */
export function labelOf(labels: PreviewLabels, table: string, id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return labels[table]?.[String(id)] ?? null;
}

/** The names of several ids, skipping any the labels lack. */
export function labelsOf(labels: PreviewLabels, table: string, ids: readonly number[]): string[] {
  return ids.map((id) => labelOf(labels, table, id)).filter((name): name is string => name !== null);
}
