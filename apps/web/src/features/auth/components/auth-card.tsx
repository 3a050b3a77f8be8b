import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { m } from '@/paraglide/messages.js';

/** The narrow card of the account pages (forgot, reset, verify): a title, a line, the content. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] items-start justify-center bg-muted/60 px-4 py-6 sm:items-center sm:py-10 lg:min-h-dvh">
      <div className="w-full max-w-md">
        <Link
          to="/auth"
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
          {m.auth_back_to_sign_in()}
        </Link>
        <div className="rounded-2xl border bg-background p-5 shadow-xl sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {intro && <p className="mt-1 text-sm text-muted-foreground">{intro}</p>}
          <div className="mt-6">{children}</div>
        </div>
      </div>
    </div>
  );
}

/** A message in the card: `role="status"` for good news, `role="alert"` for a problem. */
export function AuthNotice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p
      role={tone === 'ok' ? 'status' : 'alert'}
      className={
        tone === 'ok'
          ? 'rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900'
          : 'rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive'
      }
    >
      {children}
    </p>
  );
}
