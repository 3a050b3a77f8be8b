import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { EmailPreferences } from '../components/email-preferences.tsx';
import { NotificationCenter } from '../components/notification-center.tsx';

/** The signed-in user's notifications, live, and their e-mail settings. */
export default function NotificationsPage() {
  const { user, status } = useSession();
  return (
    <Page>
      <div className="mx-auto max-w-3xl space-y-8">
        {user ? (
          <>
            <NotificationCenter />
            <EmailPreferences />
          </>
        ) : status === 'loading' ? (
          <div className="flex justify-center py-12">
            <Spinner label={m.common_loading()} />
          </div>
        ) : (
          <>
            <PageTitle>{m.nav_notifications()}</PageTitle>
            <div className="flex flex-col items-center gap-3 px-4 py-12 text-center">
              <p className="text-muted-foreground">{m.notifications_sign_in_prompt()}</p>
              <Link to="/auth" className={buttonClass('default', 'sm')}>
                {m.nav_sign_in()}
              </Link>
            </div>
          </>
        )}
      </div>
    </Page>
  );
}
