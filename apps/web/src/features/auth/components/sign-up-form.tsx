import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, type UserRole } from '@kt/shared/constants';
import { useSession } from '@/lib/session.tsx';
import { AuthField, AuthSubmit, text, useAuthSubmit } from './auth-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { RoleChoice } from './role-choice.tsx';
import { m } from '@/paraglide/messages.js';
import { formatNumber } from '@/lib/i18n/format.ts';

/** Sign Up: role, names, e-mail, password; every field required, rules beyond that are the server's. */
export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { register } = useSession();
  const [role, setRole] = useState<UserRole>('freelancer');
  const { busy, onSubmit } = useAuthSubmit(
    (data) =>
      register({
        email: text(data, 'email').trim(),
        password: text(data, 'password'),
        firstName: text(data, 'firstName').trim(),
        lastName: text(data, 'lastName').trim(),
        role,
      }),
    onSuccess,
  );

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.auth_sign_up_form()}>
      <RoleChoice value={role} onChange={setRole} />
      <div className="grid grid-cols-2 gap-3">
        <AuthField
          id="signup-first-name"
          label={m.auth_first_name()}
          fieldClassName="min-w-0"
          name="firstName"
          autoComplete="given-name"
          placeholder={m.auth_first_name_placeholder()}
        />
        <AuthField
          id="signup-last-name"
          label={m.auth_last_name()}
          fieldClassName="min-w-0"
          name="lastName"
          autoComplete="family-name"
          placeholder={m.auth_last_name_placeholder()}
        />
      </div>
      <AuthField
        id="signup-email"
        label={m.auth_email()}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={m.auth_email_placeholder()}
      />
      <AuthField
        id="signup-password"
        label={m.auth_password()}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={m.auth_create_password_placeholder()}
        aria-describedby="signup-password-hint"
      >
        <p id="signup-password-hint" className="text-xs text-muted-foreground">
          {m.auth_password_hint({ min: formatNumber(LIMITS.passwordMin) })}
        </p>
      </AuthField>
      <p className="text-xs leading-relaxed text-muted-foreground">
        {m.auth_terms_before()}{' '}
        <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
          {m.auth_terms_of_service()}
        </Link>{' '}
        {m.auth_terms_and()}{' '}
        <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
          {m.auth_privacy_policy()}
        </Link>
        {m.auth_terms_after()}
      </p>
      <AuthSubmit busy={busy} label={m.auth_create_account()} busyLabel={m.auth_creating_account()} />
      <GoogleButton />
    </form>
  );
}
