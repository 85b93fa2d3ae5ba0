import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyInput, whenPageAreaLive } from './early-input.ts';

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
