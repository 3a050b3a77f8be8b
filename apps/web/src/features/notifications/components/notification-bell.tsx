import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { m } from '@/paraglide/messages.js';
import { useUnreadNotificationCount } from '../api/notifications.ts';

/** The header's bell on small screens: a link to /notifications with the live unread count. */
export function NotificationBell({ className }: { className?: string }) {
  const count = useUnreadNotificationCount();
  return (
    <Link to="/notifications" className={`relative rounded-md p-2 hover:bg-muted ${className ?? ''}`}>
      <Bell className="h-5 w-5" aria-hidden="true" />
      <span className="sr-only">{m.nav_notifications()}</span>
      {count > 0 && (
        <span className="absolute end-0 top-0 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] font-semibold leading-4 text-white">
          {count > 99 ? '99+' : count}
          <span className="sr-only">{m.nav_unread_suffix()}</span>
        </span>
      )}
    </Link>
  );
}
