import { useSyncExternalStore } from 'react';
import { getLocale } from '@/paraglide/runtime.js';

/**
 * Validation and server messages in the reader's language (issue 19). The API and the shared zod
 * schemas write English ("Email is required", "Job not found"); `localizeMessage` returns that
 * text unchanged in English and its Urdu in Urdu. The Urdu table is its own chunk, fetched only
 * when the language is Urdu (`loadServerMessages`, started by the LocaleProvider), so it never
 * weighs on the English first load; until it has arrived, and for any text it does not know, the
 * English is shown as it came.
 */

type Translate = (text: string) => string | undefined;

let urdu: Translate | undefined;
let loading: Promise<void> | undefined;
let version = 0;
const listeners = new Set<() => void>();

/** Fetches the Urdu table once (again after a failed fetch); resolves when it is ready. */
export function loadServerMessages(): Promise<void> {
  loading ??= import('./server-messages.urdu.ts').then(
    (mod) => {
      urdu = mod.translateToUrdu;
      version += 1;
      for (const listener of listeners) listener();
    },
    (err: unknown) => {
      loading = undefined;
      console.warn('Urdu server messages failed to load:', err);
    },
  );
  return loading;
}

/** An English validation or server message in the reader's language (unknown text as it came). */
export function localizeMessage(text: string): string {
  if (!text || getLocale() !== 'ur') return text;
  if (!urdu) {
    void loadServerMessages();
    return text;
  }
  return urdu(text) ?? text;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/** Re-renders the caller when the Urdu table arrives (for messages shown before it had). */
export function useServerMessages(): void {
  useSyncExternalStore(subscribe, snapshot, snapshot);
}
