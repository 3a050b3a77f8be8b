import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { render as preactRender, type ComponentChild } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredTakeover, captureDrawn } from './deferred-takeover.tsx';

const Greeting = createContext('drawn');

/** A card taken over later: it reads a context of the page and gets its props and handlers from it. */
function Card({ count, onMore, onGone }: { count: number; onMore: () => void; onGone: () => void }) {
  const greeting = useContext(Greeting);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => onGone, []);
  return (
    <button type="button" className="card" onClick={onMore}>
      {greeting} {count}
    </button>
  );
}

function Page({ log, show = true }: { log: string[]; show?: boolean }) {
  const [count, setCount] = useState(1);
  return (
    <Greeting.Provider value="live">
      <main>
        <h1>Jobs</h1>
        {show && (
          <DeferredTakeover id="card">
            <Card count={count} onMore={() => setCount((c) => c + 1)} onGone={() => log.push('gone')} />
          </DeferredTakeover>
        )}
      </main>
    </Greeting.Provider>
  );
}

/** What the server sends for <Page/>: the card's button drawn disabled until the app runs. */
const DRAWN =
  '<main><h1>Jobs</h1><div data-deferred="card" data-kt-style="1">' +
  '<button type="button" class="card" disabled>drawn 1</button></div></main>';

/** Preact's render, as main.tsx uses it (this project aliases React to Preact). */
const render = (app: ReactNode, into: HTMLElement) => preactRender(app as ComponentChild, into);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let root: HTMLElement;
afterEach(() => {
  render(null, root);
  root.remove();
});

function drawnPage() {
  root = document.createElement('div');
  root.innerHTML = DRAWN;
  document.body.append(root);
  return root.querySelector('button')!;
}

describe('DeferredTakeover on a page the server drew (Preact)', () => {
  it('keeps the drawn part through the first render, then takes over the same elements in a later task', async () => {
    const drawnButton = drawnPage();
    const log: string[] = [];
    captureDrawn(root);
    render(<Page log={log} />, root);
    // The first render leaves the part as drawn: same element, still disabled, no handler yet.
    expect(root.querySelectorAll('button')).toHaveLength(1);
    expect(root.querySelector('button')).toBe(drawnButton);
    expect(drawnButton.disabled).toBe(true);
    expect(drawnButton.textContent).toBe('drawn 1');

    await nextTask();
    // Taken over: the server's element is kept (not drawn again), enabled, with the page's context.
    expect(root.querySelector('button')).toBe(drawnButton);
    expect(drawnButton.disabled).toBe(false);
    expect(drawnButton.textContent).toBe('live 1');

    // Its handler changes the page's state, and the page's next render reaches the part.
    drawnButton.click();
    await nextTask();
    expect(root.querySelector('button')?.textContent).toBe('live 2');
    expect(root.querySelector('button')).toBe(drawnButton);
    expect(log).toEqual([]);
  });

  it('unmounts the part with the page', async () => {
    drawnPage();
    const log: string[] = [];
    captureDrawn(root);
    render(<Page log={log} />, root);
    await nextTask();
    render(<Page log={log} show={false} />, root);
    expect(log).toEqual(['gone']);
    expect(root.querySelector('button')).toBeNull();
    expect(root.querySelector('h1')?.textContent).toBe('Jobs');
  });

  it('takes over a part shown only on some screens once its media query matches', async () => {
    const listeners: (() => void)[] = [];
    const media = {
      matches: false,
      addEventListener: (_: string, f: () => void) => listeners.push(f),
      removeEventListener() {},
    };
    window.matchMedia = (() => media) as unknown as typeof window.matchMedia;
    const drawnButton = drawnPage();
    captureDrawn(root);
    render(
      <Greeting.Provider value="live">
        <main>
          <h1>Jobs</h1>
          <DeferredTakeover id="card" when="(min-width: 64rem)">
            <Card count={1} onMore={() => {}} onGone={() => {}} />
          </DeferredTakeover>
        </main>
      </Greeting.Provider>,
      root,
    );
    await nextTask();
    // A small screen: left as drawn.
    expect(drawnButton.textContent).toBe('drawn 1');
    media.matches = true;
    listeners.forEach((f) => f());
    await nextTask();
    expect(root.querySelector('button')).toBe(drawnButton);
    expect(drawnButton.textContent).toBe('live 1');
  });

  it('renders at once where nothing was drawn', () => {
    root = document.createElement('div');
    document.body.append(root);
    render(<Page log={[]} />, root);
    expect(root.querySelector('button')?.textContent).toBe('live 1');
  });
});
