import { useNavigate } from 'react-router';
import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { API_BASE } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
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
      <Section title={m.settings_data_title()} description={m.settings_data_description()}>
        <a href={`${API_BASE}${EXPORT_URL}`} download className={buttonClass('outline')}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {m.settings_download_data()}
        </a>
      </Section>
      <Section title={m.settings_delete_title()} description={m.settings_delete_description()}>
        <form
          onSubmit={(event) => {
            if (window.confirm(m.settings_delete_confirm())) void remove.onSubmit(event);
            else event.preventDefault();
          }}
          className="flex flex-col gap-4"
          aria-label={m.settings_delete_title()}
        >
          <Field
            id="delete-password"
            label={m.settings_password()}
            name="password"
            type="password"
            required
            autoComplete="current-password"
          />
          <SubmitButton busy={remove.busy} variant="destructive">
            {m.settings_delete_my_account()}
          </SubmitButton>
        </form>
      </Section>
    </>
  );
}
