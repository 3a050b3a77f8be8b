import { LIMITS } from '@kt/shared/constants';
import { useSession } from '@/lib/session.tsx';
import { ltr } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';
import { changeEmail, changeName, changePassword } from '../api/settings.ts';
import { Field, Section, SubmitButton, field, useSubmit } from './section.tsx';

/** An e-mail address inside right-to-left text, kept left-to-right (Unicode's isolate marks, as <bdi>). */

export function NameForm() {
  const { user, refresh } = useSession();
  const { busy, onSubmit } = useSubmit(
    (d) => changeName(field(d, 'firstName').trim(), field(d, 'lastName').trim()),
    () => refresh(),
  );
  return (
    <Section title={m.settings_name()}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.settings_change_name()}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="settings-first"
            label={m.settings_first_name()}
            name="firstName"
            defaultValue={user?.firstName}
            required
            maxLength={50}
            autoComplete="given-name"
          />
          <Field
            id="settings-last"
            label={m.settings_last_name()}
            name="lastName"
            defaultValue={user?.lastName}
            required
            maxLength={50}
            autoComplete="family-name"
          />
        </div>
        <SubmitButton busy={busy}>{m.settings_save_name()}</SubmitButton>
      </form>
    </Section>
  );
}

export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { busy, onSubmit } = useSubmit(
    (d) => changePassword(field(d, 'currentPassword'), field(d, 'newPassword')),
    (_r, form) => {
      form.reset();
      onChanged();
    },
  );
  return (
    <Section title={m.settings_password()} description={m.settings_password_description()}>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.settings_change_password()}>
        <Field
          id="settings-current-password"
          label={m.settings_current_password()}
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
        />
        <Field
          id="settings-new-password"
          label={m.settings_new_password()}
          name="newPassword"
          type="password"
          required
          minLength={LIMITS.passwordMin}
          autoComplete="new-password"
        />
        <SubmitButton busy={busy}>{m.settings_change_password()}</SubmitButton>
      </form>
    </Section>
  );
}

export function EmailForm() {
  const { user } = useSession();
  const { busy, onSubmit } = useSubmit(
    (d) => changeEmail(field(d, 'password'), field(d, 'newEmail').trim()),
    (_r, form) => form.reset(),
  );
  return (
    <Section
      title={m.settings_email()}
      description={(user?.emailVerified ? m.settings_email_now_verified : m.settings_email_now_unverified)({
        email: ltr(user?.email ?? ''),
      })}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={m.settings_change_email()}>
        <Field
          id="settings-new-email"
          label={m.settings_new_email()}
          name="newEmail"
          type="email"
          required
          autoComplete="email"
        />
        <Field
          id="settings-email-password"
          label={m.settings_password()}
          name="password"
          type="password"
          required
          autoComplete="current-password"
        />
        <SubmitButton busy={busy}>{m.settings_change_email()}</SubmitButton>
      </form>
    </Section>
  );
}
