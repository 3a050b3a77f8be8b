import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { UserRole } from '@kt/shared/constants';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { completeGoogleSignUp } from '../api/account.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthSubmit } from '../components/auth-form.tsx';
import { RoleChoice } from '../components/role-choice.tsx';
import { m } from '@/paraglide/messages.js';

/** /auth/google: a first-time Google user chooses Find Work or Hire Talent. */
export default function GoogleRolePage() {
  const [role, setRole] = useState<UserRole>('freelancer');
  const [busy, setBusy] = useState(false);
  const { refresh } = useSession();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      notifySuccess((await completeGoogleSignUp(role)).message);
      await refresh();
      navigate('/', { replace: true });
    } catch (err) {
      notifyError(errorMessage(err, m.auth_something_wrong()));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={m.auth_google_role_title()} intro={m.auth_google_role_intro()}>
      <form onSubmit={onSubmit} className="flex flex-col gap-6" aria-label={m.auth_google_role_form()}>
        <RoleChoice value={role} onChange={setRole} />
        <AuthSubmit
          busy={busy}
          label={m.auth_google_create_account()}
          busyLabel={m.auth_creating_account()}
        />
      </form>
    </AuthCard>
  );
}
