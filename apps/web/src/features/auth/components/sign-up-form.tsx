import { useState } from 'react';
import { Link } from 'react-router';
import type { UserRole } from '@kt/shared/constants';
import { useSession } from '@/lib/session.tsx';
import { AuthField, AuthSubmit, text, useAuthSubmit } from './auth-form.tsx';
import { GoogleButton } from './google-button.tsx';
import { RoleChoice } from './role-choice.tsx';

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
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign up">
      <RoleChoice value={role} onChange={setRole} />
      <div className="grid grid-cols-2 gap-3">
        <AuthField
          id="signup-first-name"
          label="First Name"
          fieldClassName="min-w-0"
          name="firstName"
          autoComplete="given-name"
          placeholder="First name"
        />
        <AuthField
          id="signup-last-name"
          label="Last Name"
          fieldClassName="min-w-0"
          name="lastName"
          autoComplete="family-name"
          placeholder="Last name"
        />
      </div>
      <AuthField
        id="signup-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Enter your email"
      />
      <AuthField
        id="signup-password"
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder="Create a password"
        aria-describedby="signup-password-hint"
      >
        <p id="signup-password-hint" className="text-xs text-muted-foreground">
          Use 8 or more characters.
        </p>
      </AuthField>
      <p className="text-xs leading-relaxed text-muted-foreground">
        By creating an account, you agree to our{' '}
        <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
      <AuthSubmit busy={busy} label="Create Account" busyLabel="Creating Account..." />
      <GoogleButton />
    </form>
  );
}
