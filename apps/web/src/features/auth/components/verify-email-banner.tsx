import { useState } from 'react';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { resendVerification } from '../api/account.ts';
import { m } from '@/paraglide/messages.js';

/** Shown across the app until the signed-in user's address is verified, with 'Resend link'. */
export function VerifyEmailBanner() {
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  if (!user || user.emailVerified) return null;
  const resend = async () => {
    setBusy(true);
    try {
      notifySuccess((await resendVerification()).message);
    } catch (err) {
      notifyError(errorMessage(err, m.auth_resend_failed()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="region"
      aria-label={m.auth_banner_label()}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 print:hidden"
    >
      <MailWarning className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        {m.auth_banner_before()}{' '}
        <strong className="break-all" dir="ltr" data-user-content>
          {user.email}
        </strong>
        {m.auth_banner_after()}
      </span>
      <Button
        variant="link"
        size="sm"
        className="h-auto p-0 text-amber-950 underline"
        disabled={busy}
        onClick={resend}
      >
        {busy ? m.auth_sending() : m.auth_resend_link()}
      </Button>
    </div>
  );
}
