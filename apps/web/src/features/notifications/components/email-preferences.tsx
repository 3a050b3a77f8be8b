import { NOTIFICATION_TYPE_LABELS } from '@kt/shared';
import { Card } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { notifyError } from '@/lib/notify.ts';
import { usePreferences, useSetPreference } from '../api/notifications.ts';

/** E-mail on or off per type; in-app notifications are always on. */
export function EmailPreferences() {
  const prefs = usePreferences();
  const set = useSetPreference();
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">E-mail notifications</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Choose what we e-mail you about. You always see every notification here.
      </p>
      {prefs.isPending ? (
        <div className="py-4">
          <Spinner label="Loading settings..." />
        </div>
      ) : prefs.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          Could not load your e-mail settings.
        </p>
      ) : (
        <fieldset className="mt-3 grid gap-2 sm:grid-cols-2" disabled={set.isPending}>
          <legend className="sr-only">E-mail me about</legend>
          {prefs.data.map((p) => (
            <label key={p.type} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={p.email}
                onChange={(e) =>
                  set.mutate(
                    { type: p.type, email: e.target.checked },
                    { onError: () => notifyError('Could not save your e-mail settings. Please try again.') },
                  )
                }
              />
              {NOTIFICATION_TYPE_LABELS[p.type]}
            </label>
          ))}
        </fieldset>
      )}
    </Card>
  );
}
