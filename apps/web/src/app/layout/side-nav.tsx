import { Link, useLocation } from 'react-router';
import { Bell, MessageSquare } from 'lucide-react';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { buttonClass } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useSession } from '@/lib/session.tsx';
import { useHasUnread } from '@/features/messages/api/unread-count.ts';
import { useUnreadNotificationCount } from '@/features/notifications/api/notifications.ts';
import { NAV_LINKS, isActive } from './nav-links.ts';
import { Logo } from './logo.tsx';
import { m } from '@/paraglide/messages.js';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { useOnDemand } from '@/lib/on-demand.ts';

const loadUserMenu = () => import('./user-menu.tsx').then((mod) => mod.UserMenu);

const itemClass = (active: boolean) =>
  cn(
    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
    active ? 'bg-primary text-primary-foreground' : 'text-foreground/80 hover:bg-muted hover:text-foreground',
  );

/** The navigation's content, shared by the fixed sidebar and the mobile slide-out. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user, status } = useSession();
  const hasUnread = useHasUnread();
  const notificationCount = useUnreadNotificationCount();
  // Only a signed-in user has a menu: its dropdown's code stays out of a visitor's first load.
  const { Component: UserMenu } = useOnDemand(loadUserMenu, { now: Boolean(user) });
  return (
    <div className="flex h-full flex-col">
      <Link
        to="/"
        onClick={onNavigate}
        className="flex items-center gap-2 px-4 py-5"
        aria-label={m.nav_home_link({ product: PRODUCT_NAME })}
      >
        <Logo />
        <span className="text-lg font-bold text-primary">{PRODUCT_NAME}</span>
      </Link>
      <nav aria-label={m.nav_main()} className="flex-1 overflow-y-auto px-3">
        <ul className="flex flex-col gap-0.5">
          {NAV_LINKS.map(({ to, label, icon: Icon }) => {
            const active = isActive(to, pathname);
            return (
              <li key={to}>
                <Link
                  to={to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={itemClass(active)}
                >
                  <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t px-3 py-3">
        <Link
          to="/notifications"
          onClick={onNavigate}
          className={itemClass(isActive('/notifications', pathname))}
          aria-current={isActive('/notifications', pathname) ? 'page' : undefined}
        >
          <Bell className="h-4 w-4" aria-hidden="true" />
          {m.nav_notifications()}
          {notificationCount > 0 && (
            <span
              data-testid="notification-count"
              className="ms-auto min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white"
            >
              {notificationCount > 99 ? '99+' : notificationCount}
              <span className="sr-only">{m.nav_unread_suffix()}</span>
            </span>
          )}
        </Link>
        <Link
          to="/messages"
          onClick={onNavigate}
          className={itemClass(isActive('/messages', pathname))}
          aria-current={isActive('/messages', pathname) ? 'page' : undefined}
        >
          <span className="relative">
            <MessageSquare className="h-4 w-4" aria-hidden="true" />
            {hasUnread && (
              <span
                data-testid="unread-dot"
                className="absolute -end-1 -top-1 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-background"
              />
            )}
          </span>
          {m.nav_messages()}
          {hasUnread && <span className="sr-only">{m.nav_unread_messages()}</span>}
        </Link>
        <LanguageSwitch className="mt-1" />
        <div className="mt-2">
          {user ? (
            UserMenu ? (
              <UserMenu user={user} onNavigate={onNavigate} />
            ) : (
              <div className="h-[3.25rem]" aria-hidden="true" />
            )
          ) : status === 'loading' ? (
            <div className="h-10" aria-hidden="true" />
          ) : (
            <div className="flex gap-2">
              <Link to="/auth" onClick={onNavigate} className={cn(buttonClass('outline', 'sm'), 'flex-1')}>
                {m.nav_sign_in()}
              </Link>
              <Link
                to="/auth"
                state={{ tab: 'signup' }}
                onClick={onNavigate}
                className={cn(buttonClass('default', 'sm'), 'flex-1')}
              >
                {m.nav_sign_up()}
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
