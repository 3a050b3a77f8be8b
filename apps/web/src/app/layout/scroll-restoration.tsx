import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

/** Where each visited entry of the tab's history was left, kept over a reload of the tab. */
const STORE = 'kt-scroll-positions';
const MAX_KEPT = 100;

function readKept(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORE) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

/**
 * What a reader expects of the page's scroll: a new page starts at its top (or at the part its
 * address names after `#`); Back and Forward return to where that page was left; a filter changed in
 * place (the address replaced, same page) leaves the page where it is. The first page, drawn by the
 * server, is left where the reader already is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const current = useRef(location.key);
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    positions.current ??= readKept();
    const kept = positions.current;
    const onScroll = () => {
      kept.delete(current.current);
      kept.set(current.current, window.scrollY);
    };
    const onHide = () => {
      try {
        sessionStorage.setItem(STORE, JSON.stringify([...kept].slice(-MAX_KEPT)));
      } catch {
        // Storage full or refused: positions are then kept for this page's life only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    current.current = location.key;
    if (!before || before.key === location.key) return;
    // From the first move on, the app puts the page where it belongs, not the browser.
    window.history.scrollRestoration = 'manual';
    const left = type === 'POP' ? (positions.current ??= readKept()).get(location.key) : undefined;
    if (left !== undefined) return window.scrollTo(0, left);
    const named = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (named) return named.scrollIntoView();
    if (type === 'REPLACE' && before.pathname === location.pathname) return;
    window.scrollTo(0, 0);
  }, [location, type]);

  return null;
}
