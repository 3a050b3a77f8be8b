import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api.ts';
import { requestPasswordReset } from '../api/account.ts';
import { AuthCard, AuthNotice } from '../components/auth-card.tsx';
import { AuthField, AuthSubmit, text } from '../components/auth-form.tsx';
import { m } from '@/paraglide/messages.js';

/** /auth/forgot-password: asks for a reset link; the answer is the same whether or not the address is known. */
export default function ForgotPasswordPage() {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const email = text(new FormData(event.currentTarget), 'email').trim();
    setBusy(true);
    setError(undefined);
    try {
      setSent((await requestPasswordReset(email)).message);
    } catch (err) {
      setError(errorMessage(err, m.auth_something_wrong()));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={m.auth_forgot_title()} intro={m.auth_forgot_intro()}>
      {sent ? (
        <AuthNotice tone="ok">
          <span data-user-content>{sent}</span>
        </AuthNotice>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.auth_forgot_title()}>
          <AuthField
            id="forgot-email"
            label={m.auth_email()}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={m.auth_email_placeholder()}
          />
          {error && (
            <AuthNotice tone="error">
              <span data-user-content>{error}</span>
            </AuthNotice>
          )}
          <AuthSubmit busy={busy} label={m.auth_send_reset_link()} busyLabel={m.auth_sending()} />
        </form>
      )}
    </AuthCard>
  );
}
