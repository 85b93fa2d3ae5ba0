/**
 * Whether a form holds edits the user has not saved (profile settings mark theirs). Kept outside
 * React because the language switch asks it from the shell, far from the form that knows.
 */
let dirty = false;

export function setUnsavedChanges(value: boolean): void {
  dirty = value;
}

export function hasUnsavedChanges(): boolean {
  return dirty;
}
