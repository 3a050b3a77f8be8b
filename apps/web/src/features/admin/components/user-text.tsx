import type { ReactNode } from 'react';
import { getLocale } from '@/paraglide/runtime.js';

/**
 * What people wrote (a name, a reason, an e-mail address) inside one of our sentences. In Urdu it is
 * marked `data-user-content` (the English-leak check skips it), Latin islands isolated left to right;
 * in English the sentence stays one run of text in its element, exactly as before the translation.
 */
export function UserText({ children, ltr = false }: { children: ReactNode; ltr?: boolean }) {
  if (getLocale() !== 'ur') return <>{children}</>;
  return ltr ? (
    <bdi dir="ltr" data-user-content>
      {children}
    </bdi>
  ) : (
    <span data-user-content>{children}</span>
  );
}
