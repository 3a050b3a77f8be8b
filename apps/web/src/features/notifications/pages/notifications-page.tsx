import { Page } from '@/components/ui/page.tsx';
import { SAMPLE_NOTIFICATIONS } from '@/content/notifications.ts';
import { NotificationCenter } from '../components/notification-center.tsx';

/** The notifications page; the spec shows sample items only, nothing is fetched. */
export default function NotificationsPage() {
  return (
    <Page>
      <div className="mx-auto max-w-3xl">
        <NotificationCenter initial={SAMPLE_NOTIFICATIONS} />
      </div>
    </Page>
  );
}
