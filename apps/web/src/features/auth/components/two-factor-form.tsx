import { useSession } from '@/lib/session.tsx';
import { Button } from '@/components/ui/button.tsx';
import { AuthField, AuthSubmit, text, useAuthSubmit } from './auth-form.tsx';
import { m } from '@/paraglide/messages.js';
import { formatNumber } from '@/lib/i18n/format.ts';

/** The second step of a sign-in with two-factor on: a code from the app, or a recovery code. */
export function TwoFactorForm({ onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const { loginTwoFactor } = useSession();
  const { busy, onSubmit } = useAuthSubmit((data) => loginTwoFactor(text(data, 'code').trim()), onSuccess);
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.auth_two_factor_form()}>
      <p className="text-sm text-muted-foreground">{m.auth_two_factor_intro({ digits: formatNumber(6) })}</p>
      <AuthField
        id="signin-code"
        label={m.auth_code_label()}
        name="code"
        inputMode="text"
        autoComplete="one-time-code"
        autoFocus
        maxLength={32}
        placeholder="123456"
      />
      <AuthSubmit busy={busy} label={m.auth_verify()} busyLabel={m.auth_verifying()} />
      <Button type="button" variant="ghost" onClick={onCancel}>
        {m.auth_use_another_account()}
      </Button>
    </form>
  );
}
