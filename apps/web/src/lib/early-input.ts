/**
 * What a visitor did on a page the server drew before the app took it over (public/start.js keeps
 * it in window.__kt, decision 028): buttons pressed and forms sent, held until now, and fields typed
 * in or chosen. The app's first render draws each field as its state says (empty), so what was in
 * it is noted before that render and given back afterwards, as typing would.
 */
type Held = HTMLElement;
type Early = { held: Held[]; touched: EventTarget[]; app: boolean; taken: boolean };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Noted = { field: Field; value: string; checked: boolean };

const early = () => (window as { __kt?: Early }).__kt;

/**
 * Called just before the app's first render over a drawn page: notes what the fields hold and
 * stops start.js's own doings there (the slider). Returns what hands the rest to the app, to be
 * called once every part of the page has been taken over.
 */
export function noteEarlyInput(): () => void {
  const kt = early();
  if (!kt) return () => undefined;
  kt.app = true;
  const noted: Noted[] = kt.touched.filter(isField).map((field) => ({
    field,
    value: field.value,
    checked: field instanceof HTMLInputElement && field.checked,
  }));
  return () => {
    kt.taken = true;
    // For the bench's "first use" figures (bench/lib/first-use.ts).
    performance.mark('kt-taken');
    for (const { field, value, checked } of noted) giveBack(field, value, checked);
    for (const el of kt.held.splice(0)) {
      if (!el.isConnected) continue;
      if (el instanceof HTMLFormElement) el.requestSubmit();
      else if (!(el as HTMLButtonElement).disabled) el.click();
    }
  };
}

function isField(target: EventTarget): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** The app's handlers see the change as they would a person's. */
function giveBack(field: Field, value: string, checked: boolean) {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.checked !== checked) field.click();
    return;
  }
  if (field.value === value) return;
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}
