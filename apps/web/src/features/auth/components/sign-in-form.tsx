import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '@/lib/session.tsx';
import { AuthField, AuthSubmit, text, useAuthSubmit } from './auth-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';
import { m } from '@/paraglide/messages.js';

/** Sign In: e-mail and password (browser-checked), Remember me, and the Forgot password link. */
export function SignInForm({
  onSuccess,
  startWithCode = false,
}: {
  onSuccess: () => void;
  startWithCode?: boolean;
}) {
  const { login } = useSession();
  const [needsCode, setNeedsCode] = useState(startWithCode);
  const { busy, onSubmit } = useAuthSubmit(
    (data) =>
      login({
        email: text(data, 'email').trim(),
        password: text(data, 'password'),
        remember: data.get('remember') === 'on',
      }),
    (result) => (result.twoFactorRequired ? setNeedsCode(true) : onSuccess()),
  );

  if (needsCode) return <TwoFactorForm onSuccess={onSuccess} onCancel={() => setNeedsCode(false)} />;

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.auth_sign_in_form()}>
      <AuthField
        id="signin-email"
        label={m.auth_email()}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={m.auth_email_placeholder()}
      />
      <AuthField
        id="signin-password"
        label={m.auth_password()}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={m.auth_password_placeholder()}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex cursor-pointer items-center gap-2 text-muted-foreground">
          <input type="checkbox" name="remember" className="h-4 w-4 accent-primary" />
          {m.auth_remember_me()}
        </label>
        <Link
          to="/auth/forgot-password"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.auth_forgot_password_link()}
        </Link>
      </div>
      <AuthSubmit
        busy={busy}
        label={m.auth_sign_in_submit()}
        busyLabel={m.auth_signing_in()}
        className="mt-1"
      />
      <GoogleButton />
    </form>
  );
}
