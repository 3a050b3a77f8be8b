import type { NotificationType } from '@kt/shared';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notifyError } from '@/lib/notify.ts';
import { m } from '@/paraglide/messages.js';
import { usePreferences, useSetPreference } from '../api/preferences.ts';

/** A notification type as the reader reads it ('Messages', 'Proposals'...). */
function typeLabel(type: NotificationType): string {
  const labels: Record<NotificationType, () => string> = {
    message: m.notifications_type_message,
    proposal: m.notifications_type_proposal,
    contract: m.notifications_type_contract,
    milestone: m.notifications_type_milestone,
    payment: m.notifications_type_payment,
    review: m.notifications_type_review,
    dispute: m.notifications_type_dispute,
    account: m.notifications_type_account,
  };
  return labels[type]();
}

/** E-mail on or off per type; in-app notifications are always on. */
export function EmailPreferences() {
  const prefs = usePreferences();
  const set = useSetPreference();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{m.notifications_email_title()}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{m.notifications_email_text()}</p>
      {prefs.isPending ? (
        <div className="py-4">
          <Spinner label={m.notifications_loading_settings()} />
        </div>
      ) : prefs.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {m.notifications_email_load_failed()}
        </p>
      ) : (
        <fieldset className="mt-3 grid gap-2 sm:grid-cols-2" disabled={set.isPending}>
          <legend className="sr-only">{m.notifications_email_me_about()}</legend>
          {prefs.data.map((p) => (
            <label key={p.type} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={p.email}
                onChange={(e) =>
                  set.mutate(
                    { type: p.type, email: e.target.checked },
                    { onError: () => notifyError(m.notifications_email_save_failed()) },
                  )
                }
              />
              {typeLabel(p.type)}
            </label>
          ))}
        </fieldset>
      )}
    </Card>
  );
}
