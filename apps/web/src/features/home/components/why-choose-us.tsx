import { Globe, Scale, ShieldCheck, Zap } from 'lucide-react';
import { FeatureBlock } from './feature-block.tsx';
import { m } from '@/paraglide/messages.js';

const REASONS = [
  {
    icon: ShieldCheck,
    title: m.home_why_escrow_title,
    description: m.home_why_escrow_text,
  },
  {
    icon: Zap,
    title: m.home_why_fast_title,
    description: m.home_why_fast_text,
  },
  {
    icon: Scale,
    title: m.home_why_fair_title,
    description: m.home_why_fair_text,
  },
  {
    icon: Globe,
    title: m.home_why_global_title,
    description: m.home_why_global_text,
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="border-y bg-background py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="why-heading" className="text-center text-2xl font-bold sm:text-3xl">
          {m.home_why_heading()}
        </h2>
        <div className="mt-8 grid grid-cols-2 gap-x-3 gap-y-6 lg:grid-cols-4 lg:gap-6">
          {REASONS.map((r) => (
            <FeatureBlock key={r.title.name} icon={r.icon} title={r.title()} description={r.description()} />
          ))}
        </div>
      </div>
    </section>
  );
}
