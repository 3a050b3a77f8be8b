import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The quiet 'Back to …' link above a page's content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-2 text-sm text-muted-foreground hover:text-primary"
    >
      <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
