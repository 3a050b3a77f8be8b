import { useState } from 'react';
import { LanguageSwitch } from '@/components/language-switch.tsx';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useSession } from '@/lib/session.tsx';
import { m } from '@/paraglide/messages.js';
import { setMailLanguage } from '../api/settings.ts';
import { Section } from './section.tsx';

const MAIL_LANGUAGES = [
  { value: 'en', name: 'English' },
  { value: 'ur', name: 'اردو' },
] as const;

/**
 * Settings › Language: the same switch as the navigation's, and the language of the user's
 * e-mails (the one they signed up in until they choose here; issue 34).
 */
export function LanguageSection() {
  const { user, refresh } = useSession();
  const [busy, setBusy] = useState(false);
  const current = user?.language ?? 'en';
  const choose = async (language: 'en' | 'ur') => {
    if (language === current || busy) return;
    setBusy(true);
    try {
      await setMailLanguage(language);
      await refresh();
      notifySuccess(m.settings_mail_language_saved());
    } catch (err) {
      notifyError(err instanceof Error ? err.message : m.settings_mail_language_failed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={m.nav_language()} description={m.settings_language_description()}>
      <LanguageSwitch className="max-w-xs px-0" />
      {user && (
        <fieldset className="mt-4 flex flex-col gap-2" disabled={busy}>
          <legend className="text-sm font-medium">{m.settings_mail_language()}</legend>
          <p className="text-sm text-muted-foreground">{m.settings_mail_language_description()}</p>
          <div className="flex gap-4">
            {MAIL_LANGUAGES.map((l) => (
              <label key={l.value} className="flex items-center gap-2 text-sm" lang={l.value}>
                <input
                  type="radio"
                  name="mail-language"
                  value={l.value}
                  checked={current === l.value}
                  onChange={() => void choose(l.value)}
                />
                {l.name}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </Section>
  );
}
