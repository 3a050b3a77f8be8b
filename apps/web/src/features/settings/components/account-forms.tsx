import { LIMITS } from '@kt/shared/constants';
import { useSession } from '@/lib/session.tsx';
import { changeEmail, changeName, changePassword } from '../api/settings.ts';
import { Field, Section, SubmitButton, field, useSubmit } from './section.tsx';

export function NameForm() {
  const { user, refresh } = useSession();
  const { busy, onSubmit } = useSubmit(
    (d) => changeName(field(d, 'firstName').trim(), field(d, 'lastName').trim()),
    () => refresh(),
  );
  return (
    <Section title="Name">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change name">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="settings-first"
            label="First name"
            name="firstName"
            defaultValue={user?.firstName}
            required
            maxLength={50}
            autoComplete="given-name"
          />
          <Field
            id="settings-last"
            label="Last name"
            name="lastName"
            defaultValue={user?.lastName}
            required
            maxLength={50}
            autoComplete="family-name"
          />
        </div>
        <SubmitButton busy={busy}>Save name</SubmitButton>
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
    <Section title="Password" description="Changing it signs you out everywhere else.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change password">
        <Field
          id="settings-current-password"
          label="Current password"
          name="currentPassword"
          type="password"
          required
          autoComplete="current-password"
        />
        <Field
          id="settings-new-password"
          label="New password"
          name="newPassword"
          type="password"
          required
          minLength={LIMITS.passwordMin}
          autoComplete="new-password"
        />
        <SubmitButton busy={busy}>Change password</SubmitButton>
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
      title="Email"
      description={`Now ${user?.email ?? ''}${user?.emailVerified ? ' (verified)' : ' (not verified yet)'}. A new address takes effect once you open the link we send to it.`}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Change email">
        <Field
          id="settings-new-email"
          label="New email"
          name="newEmail"
          type="email"
          required
          autoComplete="email"
        />
        <Field
          id="settings-email-password"
          label="Password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
        />
        <SubmitButton busy={busy}>Change email</SubmitButton>
      </form>
    </Section>
  );
}
