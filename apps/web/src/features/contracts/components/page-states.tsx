import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page } from '@/components/ui/page.tsx';
import { m } from '@/paraglide/messages.js';

/** A guest on a contracts page: what they would see once signed in, and the way there. */
export function SignInPrompt({ children }: { children: ReactNode }) {
  return (
    <Page className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-muted-foreground">{children}</p>
      <Link to="/auth" className={buttonClass()}>
        {m.nav_sign_in()}
      </Link>
    </Page>
  );
}

/** Something that is not there (or not the viewer's): a title, why, and the way back. */
export function Missing({
  title,
  to,
  back,
  children,
}: {
  title: string;
  to: string;
  back: string;
  children: ReactNode;
}) {
  return (
    <Page className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{children}</p>
      <Link to={to} className={buttonClass('outline')}>
        {back}
      </Link>
    </Page>
  );
}
