import { Link } from 'react-router';
import { PRODUCT_NAME } from '@kt/shared/brand';
import { Page, PageTitle } from '@/components/ui/page.tsx';
import { formatNumber } from '@/lib/i18n/format.ts';
import { getLocale } from '@/paraglide/runtime.js';
import { URDU_TERMS } from '../terms-ur.ts';
import { longDate } from '../components/course-dates.ts';
import { m } from '@/paraglide/messages.js';

const UPDATED = '2026-11-01';

const ENGLISH_SECTIONS: { id: string; title: string; body: string[] }[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: [
      `${PRODUCT_NAME} is a marketplace where clients post jobs and freelancers send proposals. By creating an account or using the site you agree to these terms.`,
      'If you use the site for a business, you agree to them on behalf of that business.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: [
      'You must be at least 18 years old, give true details and keep your password to yourself. One person, one account.',
      'You are responsible for what happens under your account. Tell us at once if you think someone else has used it.',
    ],
  },
  {
    id: 'jobs',
    title: 'Jobs, proposals and contracts',
    body: [
      'Clients describe the work, budget and timeline honestly. Freelancers only propose for work they can deliver.',
      'When a client accepts a proposal, the contract for the work is between the client and the freelancer. We provide the marketplace, the chat and the payment protection, not the work itself.',
    ],
  },
  {
    id: 'payments',
    title: 'Payments, escrow and milestones',
    body: [
      'Clients fund each milestone before work on it starts. The money is held in escrow and released to the freelancer when the client approves the milestone.',
      'Clients should review delivered work promptly. If a client neither approves nor raises a problem within 14 days of delivery, the milestone may be released to the freelancer.',
      'Do not take payments for work found here outside the site: it removes the protection escrow gives you both.',
    ],
  },
  {
    id: 'fees',
    title: 'Fees',
    body: [
      'Creating an account, posting jobs and sending proposals are free. If we introduce service fees, we will announce them at least 30 days before they apply.',
    ],
  },
  {
    id: 'conduct',
    title: 'Acceptable use',
    body: [
      'Be respectful in messages and reviews. No harassment, discrimination, spam, fake reviews or misleading profiles.',
      'No jobs for anything illegal, for academic cheating, or that ask for personal financial details. We may remove content or suspend accounts that break these rules.',
    ],
  },
  {
    id: 'content',
    title: 'Your content and work',
    body: [
      'You keep the rights to what you upload. You allow us to show it on the site so that the marketplace works, for example your profile and portfolio.',
      'Unless the client and freelancer agree otherwise in writing, the rights in delivered work pass to the client once it has been paid for in full.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    body: [
      'We use a cookie to keep you signed in and store only what the site needs to work: your account, profile, jobs, proposals and messages. We do not sell your data.',
    ],
  },
  {
    id: 'disputes',
    title: 'Disputes',
    body: [
      'If a client and a freelancer disagree about a milestone, they should first try to settle it in the chat. If that fails, either may contact us and we will review the messages and deliverables and decide how the escrowed amount is released.',
    ],
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    body: [
      'We work to keep the site available and secure, but we cannot promise it will always be free of interruptions. We are not responsible for the quality of work agreed between users, except as set out in the escrow rules above.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: [
      'We may update these terms. We will show the date of the latest version on this page and tell you of important changes before they apply.',
    ],
  },
];

/** The sections in the reader's language. */
const sections = () =>
  getLocale() === 'ur'
    ? ENGLISH_SECTIONS.map((s) => {
        const ur = URDU_TERMS[s.id];
        return ur ? { id: s.id, title: ur.title, body: ur.body(PRODUCT_NAME) } : s;
      })
    : ENGLISH_SECTIONS;

export default function TermsPage() {
  const SECTIONS = sections();
  return (
    <Page>
      <div className="flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-2">
          <PageTitle>{m.info_terms_title()}</PageTitle>
          <p className="text-sm text-muted-foreground">{m.info_terms_updated({ date: longDate(UPDATED) })}</p>
        </header>
        <nav aria-label={m.info_terms_sections()} className="rounded-lg border bg-muted/50 p-4">
          <ol className="grid list-decimal gap-1 ps-5 text-sm sm:grid-cols-2">
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-primary hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {SECTIONS.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20">
            <h2 id={`${s.id}-title`} className="text-xl font-semibold">
              {formatNumber(i + 1)}. {s.title}
            </h2>
            {s.body.map((p) => (
              <p key={p} className="mt-2 text-foreground/90">
                {p}
              </p>
            ))}
          </section>
        ))}
        <p className="text-sm text-muted-foreground">
          {m.info_terms_questions()}{' '}
          <Link to="/contact" className="text-primary underline">
            {m.info_terms_contact()}
          </Link>
          .
        </p>
      </div>
    </Page>
  );
}
