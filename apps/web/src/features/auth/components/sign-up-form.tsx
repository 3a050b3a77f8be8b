import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import type { UserRole } from '@kt/shared/constants';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { GoogleButton } from './google-button.tsx';
import { RoleChoice } from './role-choice.tsx';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** Sign Up: role, names, e-mail, password; every field required, rules beyond that are the server's. */
export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const { register } = useSession();
  const [role, setRole] = useState<UserRole>('freelancer');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const result = await register({
      email: text(data, 'email').trim(),
      password: text(data, 'password'),
      firstName: text(data, 'firstName').trim(),
      lastName: text(data, 'lastName').trim(),
      role,
    });
    setBusy(false);
    if (result.success) {
      notifySuccess(result.message);
      onSuccess();
    } else {
      notifyError(result.message);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign up">
      <RoleChoice value={role} onChange={setRole} />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="signup-first-name">First Name</Label>
          <Input
            id="signup-first-name"
            name="firstName"
            autoComplete="given-name"
            placeholder="First name"
            required
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor="signup-last-name">Last Name</Label>
          <Input
            id="signup-last-name"
            name="lastName"
            autoComplete="family-name"
            placeholder="Last name"
            required
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-email">Email</Label>
        <Input
          id="signup-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signup-password">Password</Label>
        <Input
          id="signup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          aria-describedby="signup-password-hint"
          required
        />
        <p id="signup-password-hint" className="text-xs text-muted-foreground">
          Use 8 or more characters.
        </p>
      </div>
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
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
      <GoogleButton />
    </form>
  );
}
