import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Input, Label } from '@/components/ui/input.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { GoogleButton } from './google-button.tsx';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** Sign In: e-mail and password (browser-checked), Remember me and Forgot password shown but inert. */
export function SignInForm({ onSuccess }: { onSuccess: () => void }) {
  const { login } = useSession();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const result = await login({ email: text(data, 'email').trim(), password: text(data, 'password') });
    setBusy(false);
    if (result.success) {
      notifySuccess(result.message);
      onSuccess();
    } else {
      notifyError(result.message);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Sign in">
      <div className="flex flex-col gap-2">
        <Label htmlFor="signin-email">Email</Label>
        <Input
          id="signin-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          required
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="signin-password">Password</Label>
        <Input
          id="signin-password"
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <label className="flex cursor-pointer items-center gap-2 text-muted-foreground">
          <input type="checkbox" name="remember" className="h-4 w-4 accent-primary" />
          Remember me
        </label>
        <a
          href="#"
          onClick={(event) => event.preventDefault()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </a>
      </div>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy} aria-busy={busy}>
        {busy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <GoogleButton />
    </form>
  );
}
