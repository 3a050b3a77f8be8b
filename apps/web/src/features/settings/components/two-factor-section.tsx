import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from '../api/settings.ts';
import { Field, Section, SubmitButton, field, useSubmit } from './section.tsx';

/** Two-factor: set up with a QR code and a first code, recovery codes shown once; or turn off. */
export function TwoFactorSection() {
  const { user, refresh } = useSession();
  const [codes, setCodes] = useState<string[]>();
  const setup = useMutation({
    mutationFn: setupTwoFactor,
    onError: (err) => notifyError(errorMessage(err, 'Could not start the setup')),
  });
  const enable = useSubmit(
    (d) => enableTwoFactor(field(d, 'code').trim()),
    async (res) => {
      setCodes(res.recoveryCodes);
      setup.reset();
      await refresh();
    },
  );
  const disable = useSubmit(
    (d) => disableTwoFactor(field(d, 'password'), field(d, 'code').trim()),
    () => refresh(),
  );

  return (
    <Section
      title="Two-factor authentication"
      description="Sign-in asks for a code from an authenticator app as well as your password. Admins and mediators need it to use their powers."
    >
      {codes && (
        <div
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">
            Your recovery codes. Save them now: each works once, and they are not shown again.
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono" aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {user?.twoFactorEnabled ? (
        <form onSubmit={disable.onSubmit} className="flex flex-col gap-4" aria-label="Turn off two-factor">
          <p className="text-sm font-medium text-emerald-700">Two-factor authentication is on.</p>
          <Field
            id="2fa-off-password"
            label="Password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
          />
          <Field
            id="2fa-off-code"
            label="Authentication code"
            name="code"
            required
            autoComplete="one-time-code"
            maxLength={32}
          />
          <SubmitButton busy={disable.busy} variant="outline">
            Turn off two-factor
          </SubmitButton>
        </form>
      ) : setup.data ? (
        <form onSubmit={enable.onSubmit} className="flex flex-col gap-4" aria-label="Turn on two-factor">
          <p className="text-sm">Scan this code with your authenticator app, or type the key by hand.</p>
          <img
            src={setup.data.qrCode}
            alt="QR code for your authenticator app"
            className="h-48 w-48 self-start border"
          />
          <p className="break-all font-mono text-sm" aria-label="Setup key">
            {setup.data.secret}
          </p>
          <Field
            id="2fa-code"
            label="Code from the app"
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <SubmitButton busy={enable.busy}>Turn on</SubmitButton>
        </form>
      ) : (
        <Button className="self-start" disabled={setup.isPending} onClick={() => setup.mutate()}>
          Set up two-factor
        </Button>
      )}
    </Section>
  );
}
