import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/lib/api.ts';
import { requestPasswordReset } from '../api/account.ts';
import { AuthCard, AuthNotice } from '../components/auth-card.tsx';
import { AuthField, AuthSubmit, text } from '../components/auth-form.tsx';

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
      setError(errorMessage(err, 'Something went wrong. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Forgot password"
      intro="Enter your email and we will send you a link to choose a new password."
    >
      {sent ? (
        <AuthNotice tone="ok">{sent}</AuthNotice>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Forgot password">
          <AuthField
            id="forgot-email"
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
          />
          {error && <AuthNotice tone="error">{error}</AuthNotice>}
          <AuthSubmit busy={busy} label="Send reset link" busyLabel="Sending..." />
        </form>
      )}
    </AuthCard>
  );
}
