/**
 * Presses made before the code that handles them arrived, held by public/start.js (the app's code
 * for the whole page; a later part's code for a press inside it), made again once, in order, when
 * that code is here: React hydrates each pressed control first and handles the press. A press is
 * made again as a pointer makes it (down, focus, up, click): some controls act on the press going
 * down rather than on the click (a tab, a menu's button, a select), and a click alone left them as
 * they were.
 */
type Held = { held: Element[]; started: boolean };
const early = () => (window as { __kt?: Held }).__kt;

/** The marker of a part whose code comes after the hydration (start.js holds presses inside it). */
export const LATER_ATTRIBUTE = 'data-kt-later';

/**
 * `within`: a later part whose code has arrived; only the presses inside it. Without it, the app's
 * code has arrived: every held press but those inside a part still waiting for its code.
 */
export function pressAgain(within?: Element) {
  const kt = early();
  if (!kt) return;
  if (!within) kt.started = true;
  const due = kt.held.filter((el) => (within ? within.contains(el) : !el.closest(`[${LATER_ATTRIBUTE}]`)));
  kt.held = kt.held.filter((el) => !due.includes(el));
  for (const el of due) {
    if (!el.isConnected) continue;
    if (el instanceof HTMLFormElement) el.requestSubmit();
    else if (el instanceof HTMLElement && !(el as HTMLButtonElement).disabled) press(el);
  }
}

function press(el: HTMLElement) {
  const down = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  const up = { ...down, buttons: 0 };
  el.dispatchEvent(new PointerEvent('pointerdown', { ...down, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mousedown', down));
  el.focus();
  el.dispatchEvent(new PointerEvent('pointerup', { ...up, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mouseup', up));
  el.click();
}
