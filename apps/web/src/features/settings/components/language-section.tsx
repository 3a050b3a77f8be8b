import { LanguageSwitch } from '@/components/language-switch.tsx';
import { m } from '@/paraglide/messages.js';
import { Section } from './section.tsx';

/** Settings › Language: the same switch as the navigation's. */
export function LanguageSection() {
  return (
    <Section title={m.nav_language()} description={m.settings_language_description()}>
      <LanguageSwitch className="max-w-xs px-0" />
    </Section>
  );
}
