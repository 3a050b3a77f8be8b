import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { CONTACT_DETAILS } from '../contact-details.ts';
import { m } from '@/paraglide/messages.js';

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <Card className="flex h-full gap-4 p-5">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 space-y-1">
        <h2 className="font-semibold">{title}</h2>
        <div className="break-words text-sm text-muted-foreground">{children}</div>
      </div>
    </Card>
  );
}

const workingHours = () => [
  { days: m.contact_days_weekdays(), hours: m.contact_hours_weekdays() },
  { days: m.contact_days_saturday(), hours: m.contact_hours_saturday() },
];

/** Phone, e-mail, address and working hours. */
export function ContactInfoCards() {
  const d = CONTACT_DETAILS;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <li>
        <InfoCard icon={Phone} title={m.contact_phone()}>
          <a
            href={`tel:${d.phone.replace(/[^+\d]/g, '')}`}
            dir="ltr"
            className="hover:text-foreground hover:underline"
          >
            {d.phone}
          </a>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={Mail} title={m.contact_email()}>
          <a href={`mailto:${d.email}`} dir="ltr" className="hover:text-foreground hover:underline">
            {d.email}
          </a>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={MapPin} title={m.contact_address()}>
          <address className="not-italic">{m.contact_office_address()}</address>
        </InfoCard>
      </li>
      <li>
        <InfoCard icon={Clock} title={m.contact_hours()}>
          <dl>
            {workingHours().map((w) => (
              <div key={w.days}>
                <dt className="inline">{w.days}: </dt>
                <dd className="inline">{w.hours}</dd>
              </div>
            ))}
          </dl>
        </InfoCard>
      </li>
    </ul>
  );
}
