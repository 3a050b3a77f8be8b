import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { titleFor } from './titles.ts';

/** Sets the document title from the route (the one hook; the titles live in ./titles.ts). */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
}
