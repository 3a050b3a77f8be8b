import { EmailPreferences } from '@/features/notifications/components/email-preferences.tsx';
import SettingsPage from '@/features/settings/pages/settings-page.tsx';

/** /settings: the account's settings, with the notifications feature's e-mail preferences. */
export default function SettingsRoute() {
  return <SettingsPage notificationPreferences={<EmailPreferences />} />;
}
