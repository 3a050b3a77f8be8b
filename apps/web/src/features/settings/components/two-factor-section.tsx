import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api.ts';
import { notifyError } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from '../api/settings.ts';
import { Field, Section, SubmitButton, field, useSubmit } from './section.tsx';

/** Two-factor: set up with a QR code and a first code, recovery codes shown once; or turn off. */
export function TwoFactorSection() {
  const { user, refresh } = useSession();
  const [codes, setCodes] = useState<string[]>();
  const setup = useMutation({
    mutationFn: setupTwoFactor,
    onError: (err) => notifyError(errorMessage(err, m.settings_2fa_setup_failed())),
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
    <Section title={m.settings_2fa_title()} description={m.settings_2fa_description()}>
      {codes && (
        <div
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-medium">{m.settings_2fa_recovery_intro()}</p>
          <ul
            className="mt-2 grid grid-cols-2 gap-1 font-mono"
            aria-label={m.settings_2fa_recovery_codes()}
            dir="ltr"
          >
            {codes.map((c) => (
              <li key={c} lang="zxx">
                {c}
              </li>
            ))}
          </ul>
        </div>
      )}
      {user?.twoFactorEnabled ? (
        <form
          onSubmit={disable.onSubmit}
          className="flex flex-col gap-4"
          aria-label={m.settings_2fa_turn_off()}
        >
          <p className="text-sm font-medium text-emerald-700">{m.settings_2fa_on()}</p>
          <Field
            id="2fa-off-password"
            label={m.settings_password()}
            name="password"
            type="password"
            required
            autoComplete="current-password"
          />
          <Field
            id="2fa-off-code"
            label={m.settings_2fa_auth_code()}
            name="code"
            required
            autoComplete="one-time-code"
            maxLength={32}
          />
          <SubmitButton busy={disable.busy} variant="outline">
            {m.settings_2fa_turn_off()}
          </SubmitButton>
        </form>
      ) : setup.data ? (
        <form
          onSubmit={enable.onSubmit}
          className="flex flex-col gap-4"
          aria-label={m.settings_2fa_turn_on_form()}
        >
          <p className="text-sm">{m.settings_2fa_scan()}</p>
          <img
            src={setup.data.qrCode}
            alt={m.settings_2fa_qr_alt()}
            className="h-48 w-48 self-start border"
          />
          <p className="break-all font-mono text-sm" aria-label={m.settings_2fa_setup_key()} dir="ltr">
            <span lang="zxx">{setup.data.secret}</span>
          </p>
          <Field
            id="2fa-code"
            label={m.settings_2fa_code_from_app()}
            name="code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
          />
          <SubmitButton busy={enable.busy}>{m.settings_2fa_turn_on()}</SubmitButton>
        </form>
      ) : (
        <Button className="self-start" disabled={setup.isPending} onClick={() => setup.mutate()}>
          {m.settings_2fa_set_up()}
        </Button>
      )}
    </Section>
  );
}
