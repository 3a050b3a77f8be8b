import { Globe, Scale, ShieldCheck, Zap } from 'lucide-react';
import { FeatureBlock } from './feature-block.tsx';

const REASONS = [
  {
    icon: ShieldCheck,
    title: 'Escrow-Protected Payments',
    description:
      'Pay by milestone: funds wait safely in escrow and are released only when you approve the work.',
  },
  {
    icon: Zap,
    title: 'Fast Hiring',
    description: 'Post a job in minutes and receive proposals from vetted freelancers the same day.',
  },
  {
    icon: Scale,
    title: 'Fair Pricing',
    description: 'Competitive rates that are fair to clients and give freelancers a decent living.',
  },
  {
    icon: Globe,
    title: 'Global Talent',
    description:
      'Skilled professionals from Gilgit-Baltistan and across Pakistan, ready for clients worldwide.',
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-heading" className="border-y bg-background py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="why-heading" className="text-center text-2xl font-bold sm:text-3xl">
          Why Choose Us
        </h2>
        <div className="mt-8 grid grid-cols-2 gap-x-3 gap-y-6 lg:grid-cols-4 lg:gap-6">
          {REASONS.map((r) => (
            <FeatureBlock key={r.title} {...r} />
          ))}
        </div>
      </div>
    </section>
  );
}
