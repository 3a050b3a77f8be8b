import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactInfoCards } from '../components/contact-info-cards.tsx';
import { OfficeMap } from '../components/office-map.tsx';
import { m } from '@/paraglide/messages.js';

/** Contact details, the message form and the office map. */
export default function ContactPage() {
  return (
    <Page className="space-y-8">
      <header className="rounded-xl bg-gradient-to-br from-primary to-teal-700 px-5 py-8 text-primary-foreground sm:px-8 sm:py-10">
        <PageTitle>{m.contact_title()}</PageTitle>
        <p className="mt-3 max-w-2xl text-primary-foreground/90">{m.contact_intro()}</p>
      </header>
      <ContactInfoCards />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">{m.contact_form_heading()}</h2>
            <CardDescription>{m.contact_form_text()}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <section aria-labelledby="office-heading" className="space-y-3">
          <h2 id="office-heading" className="text-lg font-semibold">
            {m.contact_office_heading()}
          </h2>
          <OfficeMap />
        </section>
      </div>
    </Page>
  );
}
