import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LIMITS } from '@kt/shared/constants';
import { errorMessage } from '@/lib/api.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { resetPassword } from '../api/account.ts';
import { AuthCard, AuthNotice } from '../components/auth-card.tsx';
import { AuthField, AuthSubmit, text } from '../components/auth-form.tsx';
import { m } from '@/paraglide/messages.js';
import { formatNumber } from '@/lib/i18n/format.ts';

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
      setError(m.auth_passwords_mismatch());
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const res = await resetPassword(token, password);
      notifySuccess(res.message);
      navigate('/auth', { replace: true });
    } catch (err) {
      setError(errorMessage(err, m.auth_something_wrong()));
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthCard title={m.auth_reset_title()}>
        <AuthNotice tone="error">
          {m.auth_link_incomplete()}{' '}
          <Link to="/auth/forgot-password" className="underline">
            {m.auth_ask_new_one()}
          </Link>
          {m.auth_full_stop()}
        </AuthNotice>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.auth_reset_title()} intro={m.auth_reset_intro()}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.auth_reset_title()}>
        <AuthField
          id="reset-password"
          label={m.auth_new_password()}
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={LIMITS.passwordMin}
        >
          <p className="text-xs text-muted-foreground">
            {m.auth_at_least_chars({ min: formatNumber(LIMITS.passwordMin) })}
          </p>
        </AuthField>
        <AuthField
          id="reset-confirm"
          label={m.auth_confirm_new_password()}
          name="confirm"
          type="password"
          autoComplete="new-password"
          minLength={LIMITS.passwordMin}
        />
        {error && (
          <AuthNotice tone="error">
            <span data-user-content>{error}</span>{' '}
            <Link to="/auth/forgot-password" className="underline">
              {m.auth_ask_new_link()}
            </Link>
          </AuthNotice>
        )}
        <AuthSubmit busy={busy} label={m.auth_set_new_password()} busyLabel={m.auth_saving()} />
      </form>
    </AuthCard>
  );
}
