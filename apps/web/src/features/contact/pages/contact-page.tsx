import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card.tsx';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { ContactInfoCards } from '../components/contact-info-cards.tsx';
import { OfficeMap } from '../components/office-map.tsx';

/** Contact details, the message form and the office map. */
export default function ContactPage() {
  return (
    <Page className="space-y-8">
      <header className="rounded-xl bg-gradient-to-br from-primary to-teal-700 px-5 py-8 text-primary-foreground sm:px-8 sm:py-10">
        <PageTitle>Contact Us</PageTitle>
        <p className="mt-3 max-w-2xl text-primary-foreground/90">
          Have a question about hiring, freelancing or our hubs in Gilgit-Baltistan? Send us a message and our
          team will get back to you.
        </p>
      </header>
      <ContactInfoCards />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold leading-tight">Send us a Message</h2>
            <CardDescription>Fill in the form and we will reply by e-mail.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <section aria-labelledby="office-heading" className="space-y-3">
          <h2 id="office-heading" className="text-lg font-semibold">
            Our Office
          </h2>
          <OfficeMap />
        </section>
      </div>
    </Page>
  );
}
