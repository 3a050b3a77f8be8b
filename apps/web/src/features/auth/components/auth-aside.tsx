import { CheckCircle2 } from 'lucide-react';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { useProgramme } from '@/content/programme.ts';
import { m } from '@/paraglide/messages.js';
import { formatNumber } from '@/lib/i18n/format.ts';

/** Called at render: the points follow the language. */
const points = () => [
  m.auth_aside_point_escrow(),
  m.auth_aside_point_chat(),
  m.auth_aside_point_fair(),
  m.auth_aside_point_talent(),
];

/** The brand panel beside the form on wide screens. */
export function AuthAside() {
  const { programme } = useProgramme();
  return (
    <div className="relative hidden overflow-hidden bg-gradient-to-br from-primary via-[#0c4a3e] to-[#082f28] p-10 text-primary-foreground lg:flex lg:flex-col">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{PRODUCT_NAME}</p>
      <h2 className="mt-4 text-3xl font-bold leading-tight">{m.auth_aside_title()}</h2>
      <p className="mt-3 text-primary-foreground/80">{m.auth_aside_subtitle()}</p>
      <ul className="mt-8 flex flex-col gap-3">
        {points().map((point) => (
          <li key={point} className="flex items-start gap-3 text-sm">
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
            {point}
          </li>
        ))}
      </ul>
      <dl className="relative z-10 mt-auto grid grid-cols-2 gap-4 pt-10">
        <div>
          <dt className="text-xs text-primary-foreground/70">{m.auth_aside_setups()}</dt>
          <dd className="text-2xl font-bold">
            {programme ? formatNumber(programme.figures.established) : '\u00a0'}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-primary-foreground/70">{m.auth_aside_members()}</dt>
          <dd className="text-2xl font-bold">
            <span dir="ltr">{programme ? programme.figures.members : '\u00a0'}</span>
          </dd>
        </div>
      </dl>
      <svg
        viewBox="0 0 400 120"
        preserveAspectRatio="none"
        className="pointer-events-none absolute inset-x-0 bottom-0 h-32 w-full text-white/10"
        aria-hidden="true"
      >
        <path
          fill="currentColor"
          d="M0 120 L70 50 L110 80 L170 20 L230 75 L280 40 L340 90 L400 60 L400 120 Z"
        />
      </svg>
    </div>
  );
}
