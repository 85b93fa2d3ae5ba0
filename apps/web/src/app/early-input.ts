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

export type EarlyInput = {
  /** Once React listens: submissions are the app's from now on (React hydrates on a submit). */
  hydrating: () => void;
  /** Once the page area is live: the recorded text is typed again and a held submission sent. */
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
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('submit', onSubmit, true);

  return {
    hydrating: () => root.removeEventListener('submit', onSubmit, true),
    live: () => {
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onInput, true);
      root.removeEventListener('submit', onSubmit, true);
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
