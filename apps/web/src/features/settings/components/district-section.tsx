import { useState, type FormEvent } from 'react';
import { DISTRICTS, type District } from '@kt/shared';
import { Button } from '@/components/ui/button.tsx';
import { Label, Select } from '@/components/ui/input.tsx';
import { districtText } from '@/lib/districts.ts';
import { errorMessage } from '@/lib/api.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { setDistrict } from '../api/settings.ts';
import { Section } from './section.tsx';

/** Settings › Your district (optional): an outage declared there pauses the user's clocks (issue 36). */
export function DistrictSection() {
  const { user, refresh } = useSession();
  const saved = user?.district ?? '';
  const [choice, setChoice] = useState<string>(saved);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await setDistrict(choice ? (choice as District) : null);
      await refresh();
      notifySuccess(m.settings_district_saved());
    } catch (err) {
      notifyError(errorMessage(err, m.settings_district_failed()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={m.settings_district()} description={m.settings_district_description()}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-48 flex-1 gap-1">
          <Label htmlFor="settings-district">{m.settings_district()}</Label>
          <Select id="settings-district" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">{m.settings_district_none()}</option>
            {DISTRICTS.map((d) => (
              <option key={d} value={d}>
                {districtText(d)}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" disabled={busy || choice === saved}>
          {m.settings_district_save()}
        </Button>
      </form>
    </Section>
  );
}
