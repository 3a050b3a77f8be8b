import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { EmailForm, NameForm, PasswordForm } from '../components/account-forms.tsx';
import { DataSection } from '../components/data-section.tsx';
import { LanguageSection } from '../components/language-section.tsx';
import { DistrictSection } from '../components/district-section.tsx';
import { SESSIONS_KEY, SessionsList } from '../components/sessions-list.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';

/**
 * /settings (the user menu's Settings): name, password, e-mail, sessions, two-factor, data, and what
 * the app layer adds (`notificationPreferences`: the notifications feature's e-mail settings).
 */
export default function SettingsPage({ notificationPreferences }: { notificationPreferences?: ReactNode }) {
  const { user, status } = useSession();
  const queryClient = useQueryClient();
  return (
    <Page className="flex flex-col gap-6">
      <PageTitle>{m.user_settings()}</PageTitle>
      {status === 'loading' ? (
        <Spinner className="py-20" label={m.common_loading()} />
      ) : !user ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed px-4 py-16 text-center">
          <p className="text-muted-foreground">{m.settings_sign_in_prompt()}</p>
          <Link to="/auth" className={buttonClass()}>
            {m.nav_sign_in()}
          </Link>
        </div>
      ) : (
        <div className="mx-auto grid w-full max-w-3xl gap-6">
          <LanguageSection />
          <NameForm />
          <DistrictSection />
          <EmailForm />
          <PasswordForm onChanged={() => void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })} />
          <SessionsList />
          <TwoFactorSection />
          {notificationPreferences}
          <DataSection />
        </div>
      )}
    </Page>
  );
}
