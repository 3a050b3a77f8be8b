import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteEarlyInput } from './early-input.ts';

type Early = { held: HTMLElement[]; touched: EventTarget[]; app: boolean; taken: boolean };
const win = window as { __kt?: Early };

afterEach(() => {
  delete win.__kt;
  document.body.innerHTML = '';
});

/** What public/start.js leaves in window.__kt, with the page's elements. */
function drawnPage() {
  document.body.innerHTML = `
    <form><input type="search" name="q"><input type="checkbox" name="remote"><button type="button">Stop</button></form>
    <a href="/auth">Sign Up</a>`;
  const search = document.querySelector<HTMLInputElement>('input[type="search"]')!;
  const box = document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  const button = document.querySelector('button')!;
  const link = document.querySelector('a')!;
  const form = document.querySelector('form')!;
  return { search, box, button, link, form };
}

describe('noteEarlyInput', () => {
  it('does nothing on a page start.js never saw', () => {
    expect(() => noteEarlyInput()()).not.toThrow();
  });

  it('gives back what was typed and ticked after the first render cleared it, as typing would', () => {
    const { search, box } = drawnPage();
    search.value = 'booking';
    box.checked = true;
    win.__kt = { held: [], touched: [search, box, search], app: false, taken: false };
    const handOver = noteEarlyInput();
    expect(win.__kt.app).toBe(true);
    // The app's first render draws the fields as its state says.
    search.value = '';
    box.checked = false;
    const typed = vi.fn();
    const ticked = vi.fn();
    search.addEventListener('input', (e) => typed((e.target as HTMLInputElement).value));
    box.addEventListener('click', ticked);
    handOver();
    expect(search.value).toBe('booking');
    expect(typed).toHaveBeenCalledTimes(1);
    expect(typed).toHaveBeenCalledWith('booking');
    expect(box.checked).toBe(true);
    expect(ticked).toHaveBeenCalledTimes(1);
    expect(win.__kt.taken).toBe(true);
    expect(performance.getEntriesByName('kt-taken').length).toBeGreaterThan(0);
  });

  it('leaves a field the first render kept as it is (no event)', () => {
    const { search } = drawnPage();
    search.value = 'kept';
    win.__kt = { held: [], touched: [search], app: false, taken: false };
    const handOver = noteEarlyInput();
    const typed = vi.fn();
    search.addEventListener('input', typed);
    handOver();
    expect(typed).not.toHaveBeenCalled();
  });

  it('presses each held button and link once, in order, and sends a held form; not a disabled or gone one', () => {
    const { button, link, form } = drawnPage();
    const gone = document.createElement('button');
    const order: string[] = [];
    button.addEventListener('click', () => order.push('button'));
    link.addEventListener('click', (e) => {
      e.preventDefault();
      order.push('link');
    });
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      order.push('form');
    });
    gone.addEventListener('click', () => order.push('gone'));
    win.__kt = { held: [button, gone, link, form], touched: [], app: false, taken: false };
    const handOver = noteEarlyInput();
    handOver();
    expect(order).toEqual(['button', 'link', 'form']);
    expect(win.__kt.held).toEqual([]);
    // Handed over once: a second call presses nothing again.
    handOver();
    expect(order).toHaveLength(3);

    const off = document.createElement('button');
    off.disabled = true;
    document.body.append(off);
    const pressed = vi.fn();
    off.addEventListener('click', pressed);
    win.__kt = { held: [off], app: false, taken: false, touched: [] };
    noteEarlyInput()();
    expect(pressed).not.toHaveBeenCalled();
  });
});
