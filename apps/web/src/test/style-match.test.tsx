import { createRequire } from 'node:module';
import { Button, Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasStyleMatchingShortcut, subjectsOf } from './style-match.ts';

// jsdom itself, for a window of its own (the web project has no types for it).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };

/** Properties whose computed values the comparison reads (Testing Library reads the first two). */
const PROPERTIES = ['display', 'visibility', 'color', 'font-weight', 'margin-top', 'padding-left', 'position'];

/**
 * The same markup and style sheets (Emotion's included) in a jsdom window of their own, whose
 * selector engine has no shortcut (setup.ts installs it on the test window's document only), and
 * every element's computed style in both.
 */
function computedInBothWindows(): Array<{ element: string; shortcut: string[]; jsdom: string[] }> {
  const plain = new JSDOM('<!DOCTYPE html><html><head></head><body></body></html>').window;
  plain.document.head.innerHTML = document.head.innerHTML;
  plain.document.body.innerHTML = document.body.innerHTML;
  const ours = [...document.body.querySelectorAll('*')];
  const theirs = [...plain.document.body.querySelectorAll('*')];
  expect(theirs).toHaveLength(ours.length);
  const read = (view: Window, el: Element) => {
    const style = view.getComputedStyle(el);
    return PROPERTIES.map((p) => style.getPropertyValue(p));
  };
  return ours.map((element, i) => ({
    element: `${element.localName}.${element.getAttribute('class') ?? ''}`,
    shortcut: read(window, element),
    jsdom: read(plain, theirs[i] as Element),
  }));
}

describe('the style-matching shortcut of the web tests', () => {
  it('reads the subject of each alternative, outside parentheses and brackets', () => {
    expect(subjectsOf('.css-1x2y3z:hover')).toEqual([{ tag: null, id: null, classes: ['css-1x2y3z'] }]);
    expect(subjectsOf('label[data-shrink=false] + .MuiInputBase-root .css-a')).toEqual([
      { tag: null, id: null, classes: ['css-a'] },
    ]);
    expect(subjectsOf('td, th')).toEqual([
      { tag: 'td', id: null, classes: [] },
      { tag: 'th', id: null, classes: [] },
    ]);
    expect(subjectsOf('.MuiInputBase-root:has(> .css-b)')).toEqual([
      { tag: null, id: null, classes: ['MuiInputBase-root'] },
    ]);
    expect(subjectsOf('div#main.card:not(.hidden)::before')).toEqual([{ tag: 'div', id: 'main', classes: ['card'] }]);
    // A quoted value is text, whatever it holds: no class, no bracket, no second alternative.
    expect(subjectsOf('.a[title="x].b"]')).toEqual([{ tag: null, id: null, classes: ['a'] }]);
    expect(subjectsOf(".c[title='(.d, .e']")).toEqual([{ tag: null, id: null, classes: ['c'] }]);
  });

  it('leaves to jsdom every selector whose subject it cannot rule out by its text', () => {
    for (const selector of [':hover', '[popover]', '*', '.a, :visited', ':is(.a, .b)', '.a\\:b', 'svg|a', '.a ']) {
      expect(subjectsOf(selector), selector).toBeNull();
    }
  });

  it('gives every element the computed style jsdom gives it without the shortcut', () => {
    const style = document.createElement('style');
    style.textContent = `
      .card { color: rgb(1, 2, 3); }
      .card:hover { color: rgb(9, 9, 9); }
      section > .card .title, aside .title { font-weight: 700; }
      .hidden { display: none; }
      #main.card:not(.hidden) { margin-top: 12px; }
      label[data-shrink=false] + .field .input { visibility: hidden; }
      .field:has(> .input) { padding-left: 4px; }
      p, li { position: relative; }
      @media (min-width: 100px) { .wide { display: flex; } }
    `;
    document.head.append(style);
    render(
      <>
        <section>
          <div id="main" className="card wide">
            <p className="title">Title</p>
            <span className="hidden">Gone</span>
          </div>
        </section>
        <aside>
          <ul>
            <li className="title">Item</li>
          </ul>
        </aside>
        <label data-shrink="false" htmlFor="name">
          Name
        </label>
        <div className="field">
          <input id="name" className="input" />
        </div>
        <Button variant="contained">Save</Button>
        <TextField label="Keyword" />
        <Dialog open>
          <DialogTitle>Filters</DialogTitle>
          <DialogContent>Content</DialogContent>
        </Dialog>
      </>,
    );
    expect(hasStyleMatchingShortcut(document)).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    const styles = computedInBothWindows();
    expect(styles.length).toBeGreaterThan(20);
    for (const { element, shortcut, jsdom } of styles) expect(shortcut, element).toEqual(jsdom);
    // The comparison saw rules apply and rules not apply.
    expect(getComputedStyle(document.querySelector('.hidden') as Element).display).toBe('none');
    expect(getComputedStyle(document.querySelector('.input') as Element).visibility).toBe('hidden');
    expect(getComputedStyle(document.querySelector('li.title') as Element).fontWeight).toBe('700');
    style.remove();
  });
});
