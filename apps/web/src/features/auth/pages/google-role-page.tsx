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
      notifyError(errorMessage(err, 'Something went wrong. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="One more step"
      intro="Tell us what you want to do here. You can change your profile later."
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Choose your role">
        <RoleChoice value={role} onChange={setRole} />
        <AuthSubmit busy={busy} label="Create account" busyLabel="Creating Account..." />
      </form>
    </AuthCard>
  );
}
