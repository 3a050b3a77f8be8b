import { Suspense, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { Menu, MessageSquare } from 'lucide-react';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Part } from '@/lib/hydration.tsx';
import { SuspensionBanner } from '@/features/admin/components/suspension-banner.tsx';
import { VerifyEmailBanner } from '@/features/auth/components/verify-email-banner.tsx';
import { Footer } from './footer.tsx';
import { Logo } from './logo.tsx';
import { SideNav } from './side-nav.tsx';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { useHasUnread } from '@/features/messages/api/unread-count.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { m } from '@/paraglide/messages.js';
import { useOnDemand } from '@/lib/on-demand.ts';
import { ErrorBoundary } from '../error-boundary.tsx';
import { PageError } from '../page-error.tsx';
import { useRouteKey } from '../routes.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';

const loadMobileMenu = () => import('./mobile-menu.tsx').then((mod) => mod.default);

/** The phone's top bar link to /messages, with the red dot when unread messages wait (issue 21). */
function MessagesLink() {
  const hasUnread = useHasUnread();
  return (
    <Link to="/messages" className="relative rounded-md p-2 hover:bg-muted">
      <MessageSquare className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">
        {m.nav_messages()}
        {hasUnread ? ` ${m.nav_unread_messages()}` : ''}
      </span>
      {hasUnread && (
        <span
          data-testid="topbar-unread-dot"
          className="absolute end-1 top-1 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-background"
        />
      )}
    </Link>
  );
}

/** Side navigation always visible on large screens, a slide-out on small ones; the footer below. */
export function AppLayout() {
  const [open, setOpen] = useState(false);
  /** The slide-out's dialog is fetched when the button is first pressed, not with the page. */
  const { Component: MobileMenu, load: loadMenu } = useOnDemand(loadMobileMenu, { idle: true });
  const trigger = useRef<HTMLButtonElement>(null);
  useDocumentTitle();
  const location = useLocation();
  const routeKey = useRouteKey(location.pathname);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="print:hidden sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        {m.nav_skip_to_content()}
      </a>
      <aside className="fixed inset-y-0 start-0 z-30 hidden w-64 border-e bg-background lg:block print:hidden">
        <Part>
          <SideNav />
        </Part>
      </aside>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur lg:hidden print:hidden">
        <Part>
          <button
            ref={trigger}
            type="button"
            className="rounded-md p-2 hover:bg-muted"
            aria-label={m.nav_open_menu()}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? 'mobile-menu' : undefined}
            onPointerDown={loadMenu}
            onClick={() => {
              loadMenu();
              setOpen(true);
            }}
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
          </button>
          {MobileMenu && <MobileMenu open={open} onOpenChange={setOpen} trigger={trigger} />}
          <Link to="/" className="flex items-center gap-2 font-bold text-primary">
            <Logo className="h-7 w-7" />
            {PRODUCT_NAME}
          </Link>
          <NotificationBell className="ms-auto" />
          <MessagesLink />
        </Part>
      </header>
      <div className="flex min-h-[calc(100dvh-3.5rem)] flex-col lg:min-h-dvh lg:ps-64 print:min-h-0 print:ps-0">
        {/* At least a screen tall, so the footer starts below the fold and a page that arrives (or
            grows as its data comes) never pushes it down in view: that shift was most of the CLS. */}
        <main id="main" className="min-h-dvh flex-1 print:min-h-0">
          <OfflineBanner />
          <SuspensionBanner />
          <VerifyEmailBanner />
          {/* One boundary per route: leaving a page whose chunk is still on its way (Back at once)
              must not leave the next page inside a boundary still waiting for it. A page that
              failed is tried again on the next move (its error stays until then). */}
          <ErrorBoundary resetKey={location.key} fallback={(error) => <PageError error={error} />}>
            <Suspense key={routeKey} fallback={<Spinner className="py-20" label={m.common_loading()} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Part>
          <Footer />
        </Part>
      </div>
      <ScrollRestoration />
    </div>
  );
}
