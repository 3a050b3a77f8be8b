import { Languages } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { useLocale, type Locale } from '@/lib/i18n/locale.tsx';
import { m } from '@/paraglide/messages.js';

/** Each language named in itself (and marked with its own `lang`), as language pickers do. */
const CHOICES: { locale: Locale; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ur', name: 'اردو' },
];

/** English | اردو: switches the interface language at once (remembered in a cookie). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, setLocale } = useLocale();
  return (
    <div
      role="group"
      aria-label={m.nav_site_language()}
      className={cn('flex items-center gap-2 px-3', className)}
    >
      <Languages className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="flex flex-1 rounded-md border p-0.5">
        {CHOICES.map((choice) => (
          <button
            key={choice.locale}
            type="button"
            lang={choice.locale}
            aria-pressed={locale === choice.locale}
            onClick={() => setLocale(choice.locale)}
            className={cn(
              'flex-1 cursor-pointer rounded px-2 py-1 text-sm transition-colors',
              locale === choice.locale
                ? 'bg-primary text-primary-foreground'
                : 'text-foreground/80 hover:bg-muted',
            )}
          >
            {choice.name}
          </button>
        ))}
      </div>
    </div>
  );
}
