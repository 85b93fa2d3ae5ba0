/**
 * What a visitor does on a server-painted page before the app takes it over (ADR 0038, revision).
 * On a slow phone the form is on screen long before React hydrates it. React keeps the text it
 * finds in an input, but the app's state does not have it: a form library resets its fields to
 * their defaults when it mounts, and the next render of a controlled input puts the state's
 * value back. So the text is recorded here, before hydration, and typed again (replayed as the
 * browser's own input events) once the page area is live; the app's state takes it like any typing.
 *
 * A form the browser can send itself (`method="get"` with an `action`, the keyword search) is left
 * to the browser, with or without JavaScript. Any other form is the app's (its fields go to the API
 * as JSON): sent before hydration, the browser would put its fields in the URL, so the submission is
 * held and made again, by the app, once the page is live.
 *
 * A click on a control (a button, a tab, a switch: not a link, which the browser follows itself to a
 * page the server paints, and not a submit button, whose submission is held) does nothing in a page
 * React has not taken over: it is recorded and made again once the page is live (ADR 0043), so the
 * visibility toggle or the filter button that made the app load still acts.
 *
 * Part of the entry every page downloads (main.tsx, ADR 0043): no imports, no React.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

const CHECKED_TYPES = new Set(['checkbox', 'radio']);
const UNTYPED_TYPES = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file']);

function asField(target: EventTarget | Element | null): Field | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && !UNTYPED_TYPES.has(target.type)) return target;
  return null;
}

const isChecked = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && CHECKED_TYPES.has(field.type);

/** The browser sends this form itself: a GET to a page the server paints with the query applied. */
export function browserSendsItself(form: HTMLFormElement): boolean {
  return form.method === 'get' && form.hasAttribute('action');
}

/**
 * Puts `value` in a field as typing does. React compares an input event's value with the last one
 * it knows of the field; the field's own `value` setter (React's tracker) is given another first,
 * so the event reads as a change even when the DOM kept the text, and onChange runs.
 */
function typeInto(field: Field, value: string): void {
  field.value = value === '' ? ' ' : '';
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Where a field is found again after hydration. React keeps the painted nodes when it hydrates,
 * but a part whose state changes before it is hydrated (a media query that answers differently
 * from the server's guess) is rendered again instead, with new nodes: the same ids (useId matches
 * the server's) and names, so those find the field.
 */
type FieldKey = { node: Field; id: string; name: string };

function findAgain(root: HTMLElement, key: FieldKey): Field | null {
  if (key.node.isConnected) return key.node;
  const byId = key.id ? asField(root.ownerDocument.getElementById(key.id)) : null;
  if (byId) return byId;
  if (!key.name) return null;
  const named = root.querySelectorAll(`[name="${CSS.escape(key.name)}"]`);
  return named.length === 1 ? asField(named[0] ?? null) : null;
}

/** What a click is made again on; links and submit buttons are left to the browser and the held submit. */
const CONTROL = 'button,[role=button],[role=tab],[role=switch],[role=menuitem]';

function asControl(target: EventTarget | null, root: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(CONTROL);
  if (!control || !root.contains(control) || control.closest('a[href]')) return null;
  if (control instanceof HTMLButtonElement && (control.disabled || (control.type !== 'button' && control.form))) {
    return null;
  }
  return control;
}

/** Child indexes from `root` down to `node`. */
function pathOf(root: HTMLElement, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== root && at.parentElement; at = at.parentElement) {
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return path;
}

function atPath(root: HTMLElement, path: number[]): Element | null {
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at ?? null;
}

type ControlKey = { node: HTMLElement; id: string; path: number[]; name: string };

/** What a control says: its label, else its text. */
const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/**
 * The clicked control again: the same node, else the one with its id, else the one in its place
 * that says the same (a part rendered again in another layout must not get a stranger's click).
 */
function findControlAgain(root: HTMLElement, key: ControlKey): HTMLElement | null {
  if (key.node.isConnected) return key.node;
  const byId = key.id ? root.ownerDocument.getElementById(key.id) : null;
  const found = byId ?? atPath(root, key.path);
  if (!(found instanceof HTMLElement) || !found.matches(CONTROL)) return null;
  return byId || nameOf(found) === key.name ? found : null;
}

export type EarlyInput = {
  /** Once React listens: submissions and clicks are the app's from now on (React hydrates on them). */
  hydrating: () => void;
  /** Once the page area is live: the recorded text is typed again, clicks made again and a held submission sent. */
  live: () => void;
};

/** Starts recording input in `root`, which holds the server's paint and is not hydrated yet. */
export function recordEarlyInput(root: HTMLElement): EarlyInput {
  const typed = new Map<Field, { key: FieldKey; value: string | boolean }>();
  const remember = (field: Field) =>
    typed.set(field, {
      key: { node: field, id: field.id, name: field.name },
      value: isChecked(field) ? field.checked : field.value,
    });
  // Typed before this script ran: the field differs from what the server painted.
  for (const element of root.querySelectorAll('input, textarea')) {
    const field = asField(element);
    if (!field) continue;
    const changed = isChecked(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;
    if (changed) remember(field);
  }
  const onInput = (event: Event) => {
    const field = asField(event.target);
    if (field) remember(field);
  };
  // A held form is found again by its place among the page's forms.
  let held: number | null = null;
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || browserSendsItself(form)) return;
    event.preventDefault();
    held = [...root.querySelectorAll('form')].indexOf(form);
  };
  const clicks: ControlKey[] = [];
  const onClick = (event: MouseEvent) => {
    const control = asControl(event.target, root);
    if (!control) return;
    event.preventDefault();
    clicks.push({ node: control, id: control.id, path: pathOf(root, control), name: nameOf(control) });
  };
  // While React hydrates, a form whose part it has not hydrated yet (its code still loading) has
  // no handler: the browser would send it itself. Looked at after React's own handling (bubbling,
  // past the root), a submission nobody prevented is held as before one sent before hydration.
  const win = root.ownerDocument.defaultView;
  const onUnhandledSubmit = (event: SubmitEvent) => {
    if (!event.defaultPrevented) onSubmit(event);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('click', onClick, true);
  const stopHolding = () => {
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('click', onClick, true);
  };

  return {
    hydrating: () => {
      stopHolding();
      win?.addEventListener('submit', onUnhandledSubmit);
    },
    live: () => {
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onInput, true);
      stopHolding();
      win?.removeEventListener('submit', onUnhandledSubmit);
      for (const { key, value } of typed.values()) {
        const field = findAgain(root, key);
        if (!field || field.disabled) continue;
        if (isChecked(field)) {
          if (field.checked !== value) field.click();
        } else {
          typeInto(field, value as string);
        }
      }
      typed.clear();
      for (const key of clicks.splice(0)) findControlAgain(root, key)?.click();
      const form = held === null ? undefined : root.querySelectorAll('form')[held];
      held = null;
      form?.requestSubmit();
    },
  };
}

/** Calls `then` once `<html data-page-area="live">` is set (ThemedPageArea sets it when mounted). */
export function whenPageAreaLive(then: () => void, doc: Document = document): void {
  const html = doc.documentElement;
  if (html.dataset.pageArea === 'live') {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (html.dataset.pageArea !== 'live') return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-page-area'] });
}

/** The first signs that someone is using the page, not just reading it (ADR 0043). */
export const FIRST_USE_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * Calls `then` once, at the first sign of use of the page: one of FIRST_USE_EVENTS anywhere (passive
 * listeners, removed after the first), or at once when focus is already inside `root` (a field the
 * visitor reached before this ran).
 */
export function whenFirstUsed(root: HTMLElement, then: () => void, win: Window = window): void {
  if (root.contains(win.document.activeElement)) {
    then();
    return;
  }
  const options = { capture: true, passive: true } as const;
  const used = () => {
    for (const type of FIRST_USE_EVENTS) win.removeEventListener(type, used, options);
    then();
  };
  for (const type of FIRST_USE_EVENTS) win.addEventListener(type, used, options);
}
