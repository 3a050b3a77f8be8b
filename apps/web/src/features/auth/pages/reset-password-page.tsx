import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@kt/shared/constants';
import { errorMessage } from '@/lib/api.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { resetPassword } from '../api/account.ts';
import { AuthCard, AuthNotice } from '../components/auth-card.tsx';
import { AuthField, AuthSubmit, text } from '../components/auth-form.tsx';

/** /auth/reset-password?token=…: a new password (twice); then to sign in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const password = text(data, 'password');
    if (password !== text(data, 'confirm')) {
      setError('The two passwords do not match');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await resetPassword(token, password);
      notifySuccess(res.message);
      navigate('/auth', { replace: true });
    } catch (err) {
      setError(errorMessage(err, 'Something went wrong. Please try again.'));
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <AuthNotice tone="error">
          This link is incomplete.{' '}
          <Link to="/auth/forgot-password" className="underline">
            Ask for a new one
          </Link>
          .
        </AuthNotice>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset password" intro="Choose a new password. You will be signed out everywhere.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Reset password">
        <AuthField
          id="reset-password"
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={LIMITS.passwordMin}
        >
          <p className="text-xs text-muted-foreground">At least {LIMITS.passwordMin} characters.</p>
        </AuthField>
        <AuthField
          id="reset-confirm"
          label="Confirm new password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          minLength={LIMITS.passwordMin}
        />
        {error && (
          <AuthNotice tone="error">
            {error}{' '}
            <Link to="/auth/forgot-password" className="underline">
              Ask for a new link
            </Link>
          </AuthNotice>
        )}
        <AuthSubmit busy={busy} label="Set new password" busyLabel="Saving..." />
      </form>
    </AuthCard>
  );
}
