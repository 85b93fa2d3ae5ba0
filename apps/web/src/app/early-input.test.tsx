import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyInput, whenFirstUsed, whenPageAreaLive } from './early-input.ts';

/** A visibility toggle and a tab, as the password field and the search's filter button are. */
function Controls({ onPick = () => {} }: { onPick?: (tab: string) => void }) {
  const [shown, setShown] = useState(false);
  return (
    <form>
      <input id="secret" type={shown ? 'text' : 'password'} defaultValue="" />
      <button id="toggle" type="button" onClick={() => setShown((was) => !was)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <div role="tablist">
        <span role="tab" tabIndex={0} onClick={() => onPick('filters')} onKeyDown={() => onPick('filters')}>
          Filters
        </span>
      </div>
      <a href="/sign-up">Sign up</a>
      <button type="submit">Log in</button>
    </form>
  );
}

/** A controlled field whose state starts empty, as the app's fields do when a form library resets them. */
function Field({ onSubmit = () => {} }: { onSubmit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  useEffect(() => setValue(''), []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label>
        Keyword
        <input id="keyword" name="keyword" value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <output>{value}</output>
    </form>
  );
}

let root: Root | null = null;
let container: HTMLElement | null = null;

/** The server's paint of `ui` in the document, not hydrated yet. */
function paint(ui: React.ReactElement): HTMLElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  return container;
}

async function hydrate(ui: React.ReactElement) {
  if (!container) throw new Error('paint first');
  const target = container;
  await act(async () => {
    root = hydrateRoot(target, ui);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  delete document.documentElement.dataset.pageArea;
});

describe('recordEarlyInput', () => {
  it('types the text typed before hydration again, so the app’s state holds it', async () => {
    const painted = paint(<Field />);
    const input = painted.querySelector('input') as HTMLInputElement;
    input.value = 'Rust'; // typed before the app's script ran
    const early = recordEarlyInput(painted);
    await hydrate(<Field />);
    expect(painted.querySelector('output')?.textContent).toBe('');
    act(() => early.live());
    expect(input.value).toBe('Rust');
    expect(painted.querySelector('output')?.textContent).toBe('Rust');
  });

  it('finds a field React rendered again (new node, same id) and keeps the latest text', async () => {
    const painted = paint(<Field />);
    const early = recordEarlyInput(painted);
    const old = painted.querySelector('input') as HTMLInputElement;
    old.value = 'Go';
    old.dispatchEvent(new Event('input', { bubbles: true }));
    old.value = 'Golang';
    old.dispatchEvent(new Event('input', { bubbles: true }));
    // The part is rendered by the client instead of hydrated: the painted node is gone.
    painted.innerHTML = '';
    act(() => {
      root = createRoot(painted);
      root.render(<Field />);
    });
    act(() => early.live());
    expect(screen.getByLabelText('Keyword')).toHaveProperty('value', 'Golang');
  });

  it('holds a submission made before hydration and sends it once live, with the text', async () => {
    const painted = paint(<Field />);
    const early = recordEarlyInput(painted);
    const input = painted.querySelector('input') as HTMLInputElement;
    input.value = 'TypeScript';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    painted.querySelector('form')?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    const onSubmit = vi.fn();
    early.hydrating();
    await hydrate(<Field onSubmit={onSubmit} />);
    expect(onSubmit).not.toHaveBeenCalled();
    act(() => early.live());
    expect(onSubmit).toHaveBeenCalledWith('TypeScript');
  });

  it('holds a submission React could not take while hydrating (its part not hydrated yet), not one it took', async () => {
    const painted = paint(<Field />);
    const early = recordEarlyInput(painted);
    early.hydrating();
    // React listens, but this form's part is not hydrated: nobody prevents the browser's own sending.
    const unhandled = new Event('submit', { bubbles: true, cancelable: true });
    painted.querySelector('form')?.dispatchEvent(unhandled);
    expect(unhandled.defaultPrevented).toBe(true);
    const onSubmit = vi.fn();
    await hydrate(<Field onSubmit={onSubmit} />);
    // Hydrated, the app's handler takes a submission itself; it is not held to be sent again.
    const handled = new Event('submit', { bubbles: true, cancelable: true });
    painted.querySelector('form')?.dispatchEvent(handled);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    act(() => early.live());
    // The held one is sent once live, by the app.
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('leaves a GET form with an action to the browser', () => {
    const painted = paint(
      <form method="get" action="/search">
        <input name="popular_keywords" />
      </form>,
    );
    recordEarlyInput(painted);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    painted.querySelector('form')?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(false);
  });
});

describe('recordEarlyInput: clicks before hydration', () => {
  const click = (element: Element | null) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    element?.dispatchEvent(event);
    return event;
  };

  it('holds a click on a button and makes it again once live', async () => {
    const painted = paint(<Controls />);
    const early = recordEarlyInput(painted);
    expect(click(painted.querySelector('#toggle')).defaultPrevented).toBe(true);
    early.hydrating();
    await hydrate(<Controls />);
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
    act(() => early.live());
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(painted.querySelector('#secret')?.getAttribute('type')).toBe('text');
  });

  it('finds a control React rendered again by its place when it has no id, and replays clicks in order', async () => {
    const painted = paint(<Controls />);
    const early = recordEarlyInput(painted);
    click(painted.querySelector('[role="tab"]'));
    click(painted.querySelector('#toggle'));
    click(painted.querySelector('#toggle'));
    click(painted.querySelector('[role="tab"] ')); // a second pick of the tab
    const onPick = vi.fn();
    // Rendered by the client instead of hydrated: every painted node is gone.
    painted.innerHTML = '';
    act(() => {
      root = createRoot(painted);
      root.render(<Controls onPick={onPick} />);
    });
    act(() => early.live());
    expect(onPick).toHaveBeenCalledTimes(2);
    // Shown, then hidden again: both clicks were made.
    expect(screen.getByRole('button', { name: 'Show' })).toBeTruthy();
  });

  it('gives no click to another control that took the clicked one’s place', () => {
    const painted = paint(<Controls />);
    const early = recordEarlyInput(painted);
    click(painted.querySelector('[role="tab"]'));
    const onPick = vi.fn();
    painted.innerHTML = '';
    act(() => {
      root = createRoot(painted);
      // Another layout: something else where the tab was.
      root.render(
        <form>
          <input id="secret" type="password" defaultValue="" />
          <button id="toggle" type="button">
            Show
          </button>
          <div role="tablist">
            <span role="tab" tabIndex={0} onClick={() => onPick('sort')} onKeyDown={() => onPick('sort')}>
              Sort
            </span>
          </div>
        </form>,
      );
    });
    act(() => early.live());
    expect(onPick).not.toHaveBeenCalled();
  });

  it('leaves links and submit buttons alone (the browser follows a link; a submission is held as a submit)', () => {
    const painted = paint(<Controls />);
    recordEarlyInput(painted);
    const link = painted.querySelector('a') as HTMLAnchorElement;
    // jsdom does not navigate; the point is that the click is not taken from the browser.
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const onLink = click(link);
    expect(onLink.defaultPrevented).toBe(true); // by the listener above only
    const onSubmitButton = new MouseEvent('click', { bubbles: true, cancelable: true });
    const submitButton = painted.querySelector('button[type="submit"]') as HTMLButtonElement;
    const form = painted.querySelector('form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    submitButton.addEventListener('click', (event) => expect(event.defaultPrevented).toBe(false), { once: true });
    submitButton.dispatchEvent(onSubmitButton);
  });

  it('makes no click again once React has taken the page over', async () => {
    const painted = paint(<Controls />);
    const early = recordEarlyInput(painted);
    early.hydrating();
    await hydrate(<Controls />);
    act(() => {
      (painted.querySelector('#toggle') as HTMLButtonElement).click();
    });
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
    act(() => early.live());
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
  });
});

describe('whenFirstUsed', () => {
  it('calls back once, at the first sign of use, and stops listening', () => {
    const painted = paint(<Controls />);
    const then = vi.fn();
    whenFirstUsed(painted, then);
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    painted.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('calls back at once when focus is already in the painted page', () => {
    const painted = paint(<Controls />);
    (painted.querySelector('input') as HTMLInputElement).focus();
    const then = vi.fn();
    whenFirstUsed(painted, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits while focus is outside the painted page', () => {
    const painted = paint(<Controls />);
    const then = vi.fn();
    whenFirstUsed(painted, then);
    expect(then).not.toHaveBeenCalled();
    painted.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('whenPageAreaLive', () => {
  it('waits for <html data-page-area="live">', async () => {
    const then = vi.fn();
    whenPageAreaLive(then);
    expect(then).not.toHaveBeenCalled();
    document.documentElement.dataset.pageArea = 'live';
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
  });

  it('runs at once when the page area is already live', () => {
    document.documentElement.dataset.pageArea = 'live';
    const then = vi.fn();
    whenPageAreaLive(then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
