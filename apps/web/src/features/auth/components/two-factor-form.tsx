import { useSession } from '@/lib/session.tsx';
import { Button } from '@/components/ui/button.tsx';
import { AuthField, AuthSubmit, text, useAuthSubmit } from './auth-form.tsx';

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorForm({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const { loginTwoFactor } = useSession();
  const { busy, onSubmit } = useAuthSubmit((data) => loginTwoFactor(text(data, 'code').trim()), onSuccess);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Two-factor sign in">
      <p className="text-sm text-muted-foreground">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </p>
      <AuthField
        id="signin-code"
        label="Authentication code"
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        maxLength={32}
        placeholder="123456"
      />
      <AuthSubmit busy={busy} label="Verify" busyLabel="Verifying..." />
      <Button type="button" variant="ghost" onClick={onCancel}>
        Use another account
      </Button>
    </form>
  );
}
