import { formatNumber } from '@/lib/i18n/format.ts';
import type { Step } from '../steps.ts';

export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {steps.map((step, i) => (
        <li key={step.title} className="flex flex-col gap-2 rounded-lg border bg-background p-5 shadow-sm">
          <span
            className="flex h-9 w-9 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
            aria-hidden="true"
          >
            {formatNumber(i + 1)}
          </span>
          <h3 className="font-semibold">{step.title}</h3>
          <p className="text-sm text-muted-foreground">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
