import { createRequire } from 'node:module';

/**
 * Faster `getComputedStyle` in jsdom, for the web tests (ADR 0006).
 *
 * Testing Library asks for the computed style of nearly every element it looks at (is it hidden?
 * what is its accessible name?), and jsdom answers by testing every CSS rule of the document, its
 * own default style sheet's included, against the element. Emotion gives each MUI style a rule of
 * its own, so a test file ends with hundreds, and matching them was a third of a heavy file's time.
 *
 * Nearly every rule is ruled out by its subject, the last compound of the selector, which names a
 * class, an element type or an id the element does not have (`.css-1x2y3z:hover`,
 * `label + .MuiInputBase-root .css-1x2y3z`, `td, th`). This answers those at once and leaves every
 * other rule, and every rule that may match, to jsdom's own matcher: a computed style is the same
 * with or without it; only the time differs (style-match.test.ts compares the two).
 */

/** jsdom's internal view of an element: enough to read its type, id and classes. */
export interface ElementImpl {
  readonly localName: string;
  getAttributeNS(namespace: null, name: string): string | null;
}
interface CheckResult {
  match: boolean;
  ast: unknown;
  pseudoElement: string | null;
}
type Check = (selector: string, node: ElementImpl, opt?: object) => CheckResult;
interface DocumentImpl {
  _getDOMSelector(): { check: Check };
}

const require = createRequire(import.meta.url);
const { implForWrapper } = require('jsdom/lib/generated/idl/utils.js') as {
  implForWrapper(wrapper: unknown): DocumentImpl | null;
};

/** What an element must be to match one alternative of a selector list, as far as the text tells. */
export interface Subject {
  /** The element type, lower case (null: any). */
  tag: string | null;
  id: string | null;
  classes: string[];
}

/**
 * `selector` with what is inside quotes, parentheses and brackets (and those marks) blanked out, so
 * that only its top level can be read; null when they do not balance.
 */
function topLevel(selector: string): string | null {
  let out = '';
  let depth = 0;
  let quote: string | null = null;
  for (const c of selector) {
    const wasInside = quote !== null || depth > 0;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === '(' || c === '[') {
      depth += 1;
    } else if (c === ')' || c === ']') {
      depth -= 1;
      if (depth < 0) return null;
    }
    // A blank that is neither space nor combinator: `.a(…)b` does not read as the class `ab`.
    out += wasInside || quote !== null || depth > 0 ? '\0' : c;
  }
  return quote || depth !== 0 ? null : out;
}

/**
 * The subject of each alternative of `selector` (its last compound, outside any parentheses or
 * brackets), or null when one of them cannot be read this simply: an escape, a namespace, an
 * alternative whose subject names no type, id or class (`:hover`, `[open]`, `*`), or a selector that
 * does not parse this way.
 */
export function subjectsOf(selector: string): Subject[] | null {
  const top = /[\\|]/.test(selector) ? null : topLevel(selector);
  if (top === null) return null;
  const alternatives: Subject[] = [];
  for (const alternative of top.split(',')) {
    const subject = readCompound(alternative.split(/[\s>+~]+/).at(-1) ?? '');
    if (!subject) return null;
    alternatives.push(subject);
  }
  return alternatives;
}

/** The type, id and classes a compound's top level names (null: none). */
function readCompound(compound: string): Subject | null {
  const tag = /^[a-zA-Z][\w-]*/.exec(compound)?.[0]?.toLowerCase() ?? null;
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(compound)?.[1] ?? null;
  const classes = [...compound.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
  return tag === null && id === null && classes.length === 0 ? null : { tag, id, classes };
}

/** Whether `node` cannot be the subject `subject` names. */
export function rulesOut(subject: Subject, node: ElementImpl, classes: Set<string>): boolean {
  if (subject.tag !== null && subject.tag !== node.localName.toLowerCase()) return true;
  if (subject.id !== null && subject.id !== node.getAttributeNS(null, 'id')) return true;
  return subject.classes.some((name) => !classes.has(name));
}

const subjects = new Map<string, Subject[] | null>();
const classSets = new Map<string, Set<string>>();
function classesOf(node: ElementImpl): Set<string> {
  const attribute = node.getAttributeNS(null, 'class') ?? '';
  let set = classSets.get(attribute);
  if (!set) {
    set = new Set(attribute.split(/\s+/).filter(Boolean));
    classSets.set(attribute, set);
  }
  return set;
}

const installed = new WeakSet<Document>();
/** Whether `document`'s computed styles go through the shortcut. */
export function hasStyleMatchingShortcut(document: Document): boolean {
  return installed.has(document);
}

/** What jsdom's matcher answers for a rule that does not apply. */
const NO_MATCH: CheckResult = Object.freeze({ match: false, ast: null, pseudoElement: null });

/**
 * Installs the shortcut on the document's selector engine (once per jsdom document). Only in
 * standards mode: in quirks mode classes and ids match without regard to case.
 */
export function speedUpStyleMatching(document: Document): void {
  if (document.compatMode !== 'CSS1Compat') return;
  const engine = implForWrapper(document)?._getDOMSelector?.();
  if (!engine || typeof engine.check !== 'function') {
    throw new Error('jsdom changed: the web tests cannot find its selector engine (src/test/style-match.ts)');
  }
  const check = engine.check;
  engine.check = (selector, node, opt) => {
    let alternatives = subjects.get(selector);
    if (alternatives === undefined) {
      alternatives = subjectsOf(selector);
      subjects.set(selector, alternatives);
    }
    if (alternatives) {
      const classes = classesOf(node);
      if (alternatives.every((subject) => rulesOut(subject, node, classes))) return NO_MATCH;
    }
    return check(selector, node, opt);
  };
  installed.add(document);
}
