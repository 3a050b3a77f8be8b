import {
  createContext,
  useContext,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { Direction } from 'radix-ui';
import { getLocale, overwriteGetLocale, setLocale as storeLocale, type Locale } from '@/paraglide/runtime.js';
import { loadServerMessages } from './server-messages.ts';

export type { Locale };

type LocaleState = { locale: Locale; dir: 'ltr' | 'rtl'; setLocale: (locale: Locale) => void };

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * The language, read from the cookie once: every message asks for it, and Paraglide's own
 * getLocale parses the cookie and the address each time (a quarter of a second of a job board's
 * first render on a slow phone). Only setLocale below changes it. (The server's first render puts
 * its own in place, src/ssr.)
 */
let current: Locale = getLocale();
overwriteGetLocale(() => current);

export const dirOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ur' ? 'rtl' : 'ltr');

/**
 * Runs `run` once the page has loaded and the browser is idle. The Urdu of the server's messages
 * (27 KB gzip) is needed only when a refusal or an error is shown, and `localizeMessage` fetches it
 * then by itself: fetched while the page hydrates, it delayed hydration (issue 33's bench counted it
 * in Urdu's JavaScript before hydration). Fetched when idle, it is there (and kept by the service
 * worker) before the reader sends anything.
 */
function whenPageIdle(run: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const start = () => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
    else timer = setTimeout(run, 200);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    if (timer) clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** The Urdu font (Noto Naskh Arabic, Arabic subset, font-display: swap): fetched only in Urdu. */
function loadUrduFont() {
  void import('@fontsource/noto-naskh-arabic/arabic-400.css');
  void import('@fontsource/noto-naskh-arabic/arabic-700.css');
}

/**
 * The one place that owns the language: it sets `<html lang dir>` (the server already wrote them
 * from the PARAGLIDE_LOCALE cookie, so nothing shifts on load), gives Radix the direction, and
 * switches without a reload (the cookie is written by Paraglide's setLocale). Children are keyed by
 * the locale so every message re-renders in the new language.
 */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<Locale>(() => getLocale());
  const dir = dirOf(locale);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
    if (locale === 'ur') {
      loadUrduFont();
      return whenPageIdle(() => void loadServerMessages());
    }
  }, [locale, dir]);

  const setLocale = useCallback((next: Locale) => {
    current = next;
    void storeLocale(next, { reload: false });
    setState(next);
  }, []);

  const value = useMemo(() => ({ locale, dir, setLocale }), [locale, dir, setLocale]);
  return (
    <LocaleContext value={value}>
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </LocaleContext>
  );
}

/** The current language; outside a LocaleProvider (component tests) it is read from the cookie. */
export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (state) return state;
  const locale = getLocale();
  return {
    locale,
    dir: dirOf(locale),
    setLocale: (next) => {
      current = next;
      void storeLocale(next, { reload: false });
    },
  };
}
