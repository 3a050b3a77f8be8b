import { useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { API_BASE } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { deleteAccount, EXPORT_URL } from '../api/settings.ts';
import { Field, Section, SubmitButton, field, useSubmit } from './section.tsx';

/** Download my data; delete my account (with the password). */
export function DataSection() {
  const { refresh } = useSession();
  const navigate = useNavigate();
  const remove = useSubmit(
    (d) => deleteAccount(field(d, 'password')),
    async () => {
      await refresh();
      navigate('/', { replace: true });
    },
  );
  return (
    <>
      <Section title="Your data" description="Everything we keep about you, as a JSON file.">
        <a href={`${API_BASE}${EXPORT_URL}`} download className={buttonClass('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download my data
        </a>
      </Section>
      <Section
        title="Delete account"
        description="Your profile, jobs, proposals and personal details are erased. Messages others received stay, shown as 'Deleted user'."
      >
        <form
          onSubmit={(event) => {
            if (window.confirm('Delete your account for good? This cannot be undone.'))
              void remove.onSubmit(event);
            else event.preventDefault();
          }}
          className="flex flex-col gap-4"
          aria-label="Delete account"
        >
          <Field
            id="delete-password"
            label="Password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
          />
          <SubmitButton busy={remove.busy} variant="destructive">
            Delete my account
          </SubmitButton>
        </form>
      </Section>
    </>
  );
}
