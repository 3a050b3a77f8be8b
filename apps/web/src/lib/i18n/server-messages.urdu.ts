import { dayTextIn } from '@kt/shared/format';
import { m } from '@/paraglide/messages.js';
import { formatNumber, ltr } from './format.ts';
import { EXACT, LABELS, NAMES, THINGS } from './server-messages.table.ts';

/**
 * The Urdu of the API's and the shared schemas' English messages (loaded on demand by
 * server-messages.ts): whole messages through EXACT, the templated ones ("Title must be at most
 * 200 characters") through the patterns below with their field label translated too (an unknown
 * label stays as it came). Undefined when the text is not known.
 */

const label = (text: string) => LABELS[text]?.() ?? text;
/** A rail or a payment method by the name the server gives it (an unknown one as it came, left to right). */
const named = (text: string) => NAMES[text]?.() ?? ltr(text);
/** A day (and time) the server wrote, "27 Nov 2026, 14:05", in Urdu: the same day and clock. */
const day = (text: string) => ltr(dayTextIn(text, 'ur'));
const count = (digits: string) => ({ count: Number(digits), shown: formatNumber(Number(digits)) });
/** '100,000.00' -> the same amount with two decimals in the reader's digits. */
const amount = (text: string) =>
  formatNumber(Number(text.replaceAll(',', '')), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 'Too many attempts': the first sentence of a wait message, known or not at all. */
const sentence = (text: string) => EXACT[text]?.();

/** Why an account cannot be deleted yet (the server joins them with '; '). */
const DELETION_BLOCKERS = [
  'you have an open offer or an active contract; end it first',
  'your wallet still holds money; withdraw it first',
];

type Pattern = [RegExp, (g: string[]) => string | undefined];

const PATTERNS: Pattern[] = [
  [
    /^(.+) must be at least (\d+) characters?$/,
    ([, l, n]) => m.err_t_min_chars({ label: label(l!), ...count(n!) }),
  ],
  [
    /^(.+) must be at most (\d+) characters?$/,
    ([, l, n]) => m.err_t_max_chars({ label: label(l!), ...count(n!) }),
  ],
  [
    /^(.+) must be at least (\d[\d,]*\.\d+)$/,
    ([, l, a]) => m.err_t_min_amount({ label: label(l!), amount: amount(a!) }),
  ],
  [
    /^(.+) must be at most (\d[\d,]*\.\d+)$/,
    ([, l, a]) => m.err_t_max_amount({ label: label(l!), amount: amount(a!) }),
  ],
  [/^(.+) must be text$/, ([, l]) => m.err_t_must_be_text({ label: label(l!) })],
  [/^(.+) must be a whole number of cents$/, ([, l]) => m.err_t_whole_cents({ label: label(l!) })],
  [/^(.+) must be a number$/, ([, l]) => m.err_t_must_be_number({ label: label(l!) })],
  [/^(.+) cannot be negative$/, ([, l]) => m.err_t_not_negative({ label: label(l!) })],
  [/^(.+) is too large$/, ([, l]) => m.err_t_too_large({ label: label(l!) })],
  [/^(.+) is more than the milestone$/, ([, l]) => m.err_t_more_than_milestone({ label: label(l!) })],
  [
    /^(.+) contains a character that is not allowed$/,
    ([, l]) => m.err_t_forbidden_chars({ label: label(l!) }),
  ],
  [/^(.+) is already on your profile$/, ([, name]) => m.err_t_already_on_profile({ name: name! })],
  [/^(.+) is required$/, ([, l]) => m.err_t_required({ label: label(l!) })],
  [/^Invalid (.+)$/, ([, l]) => (LABELS[l!] ? m.err_t_invalid({ label: label(l!) }) : undefined)],
  [
    /^(?:Add|You can add) at most (\d+) (.+)$/,
    ([, n, what]) => {
      const thing = THINGS[what!]?.();
      return thing ? m.err_t_add_at_most({ ...count(n!), what: thing }) : undefined;
    },
  ],
  [
    /^At most (\d+) (.+)$/,
    ([, n, what]) => {
      const thing = THINGS[what!]?.();
      return thing ? m.err_t_at_most({ ...count(n!), what: thing }) : undefined;
    },
  ],
  [
    /^(.+?)\.* Please try again in (\d+) (second|minute|hour)\(s\)\.$/,
    ([, first, n, unit]) => {
      const what = sentence(first!);
      if (!what) return undefined;
      const shown = formatNumber(Number(n));
      if (unit === 'hour') return m.err_t_try_again_hours({ what, shown });
      return unit === 'second'
        ? m.err_t_try_again_seconds({ what, shown })
        : m.err_t_try_again_minutes({ what, shown });
    },
  ],
  [/^Signed out of (\d+) other session\(s\)$/, ([, n]) => m.err_t_signed_out_sessions(count(n!))],
  [/^Message sent to (\d+) applicants?$/, ([, n]) => m.err_t_message_sent_to_applicants(count(n!))],
  [/^The smallest withdrawal is (.+)$/, ([, a]) => m.err_t_smallest_withdrawal({ amount: ltr(a!) })],
  [
    /^A (.+) account is 03 followed by 9 digits$/,
    ([, rail]) => m.err_t_mobile_account({ rail: NAMES[rail!]?.() ?? label(rail!) }),
  ],
  [
    /^No withdrawals are ready to pay by (.+)$/,
    ([, rail]) => m.err_t_no_withdrawals_ready({ rail: named(rail!) }),
  ],
  [
    /^No payment method takes (\w+)$/,
    ([, currency]) => m.err_t_no_method_for_currency({ currency: currency! }),
  ],
  [
    /^Choose a payment method: ([\w, ]+)$/,
    ([, list]) => m.err_t_choose_payment_method({ methods: list!.split(', ').map(named).join('، ') }),
  ],
  [
    /^(\w+) is not offered for (\w+) payments$/,
    ([, method, currency]) => m.err_t_method_not_offered({ method: named(method!), currency: currency! }),
  ],
  [
    /^You can attach at most (\d+) files$/,
    ([, n]) => m.err_t_attach_at_most({ shown: formatNumber(Number(n)) }),
  ],
  [
    /^(.+): only images, PDF, DOC and DOCX files are allowed$/,
    ([, name]) => m.err_t_file_types({ name: ltr(name!) }),
  ],
  [
    /^(.+): the PDF is incomplete \(it has no end marker\)$/,
    ([, name]) => m.err_t_pdf_incomplete({ name: ltr(name!) }),
  ],
  [
    /^(.+): the PDF has extra data after its end; please save it again and re-attach it$/,
    ([, name]) => m.err_t_pdf_extra_data({ name: ltr(name!) }),
  ],
  [
    /^Dollar withdrawals to rupee accounts are paused: the dollar to rupee rate is out of date \(set (.+)\)\. Please try again once today's rate is set\.$/,
    ([, when]) => m.err_t_fx_rate_stale({ date: day(when!) }),
  ],
  [
    /^This payout method can be used from (.+) \(new methods wait, to protect your wallet\)$/,
    ([, when]) => m.err_t_method_usable_from({ date: day(when!) }),
  ],
  [
    /^Your account is suspended: (.+)\. You can appeal until (.+) through the Contact page\.$/,
    ([, reason, until]) =>
      m.err_t_account_suspended({
        // The reason is what an admin wrote: kept as written, in its own direction.
        reason: reason === 'no reason given' ? m.err_no_reason_given() : `\u2068${reason}\u2069`,
        date: until === 'the date in our e-mail' ? m.err_the_date_in_our_email() : day(until!),
      }),
  ],
  [
    /^This proposal has already been (\w+)$/,
    ([, status]) => m.err_t_proposal_already_decided({ status: status! }),
  ],
  [
    /^This contract is \w+; only an active contract can be ended$/,
    () => m.err_t_contract_only_active_end({ status: '' }),
  ],
  [
    /^This contract is \w+; milestones change only on an active contract$/,
    () => m.err_t_contract_milestones_active({ status: '' }),
  ],
  [
    /^This contract is \w+; milestones can be added only to an active contract$/,
    () => m.err_t_contract_milestones_add_active({ status: '' }),
  ],
  [
    /^This contract is \w+; only a milestone of an active contract can be disputed$/,
    () => m.err_t_contract_dispute_active({ status: '' }),
  ],
  [
    /^This offer is \w+; only an open offer can be .+$/,
    () => m.err_t_offer_not_open({ status: '', verb: '' }),
  ],
  [
    /^This milestone is .+; only an? .+ milestone can be .+$/,
    () => m.err_t_milestone_wrong_state({ status: '', allowed: '', verb: '' }),
  ],
  [
    /^The two amounts must add up to (.+), the amount in escrow$/,
    ([, a]) => m.err_t_amounts_add_up({ amount: ltr(a!) }),
  ],
  [
    /^Refund amount must be at most the milestone's (.+)$/,
    ([, a]) => m.err_t_refund_at_most({ amount: ltr(a!) }),
  ],
  [
    /^Settle these milestones before ending the contract: (.+)$/,
    ([, names]) => m.err_t_settle_milestones({ names: names! }),
  ],
  [/^Your email is now (.+)\.$/, ([, email]) => m.err_t_email_now({ email: ltr(email!) })],
  [/^We sent a new link to (.+)\.$/, ([, email]) => m.err_t_sent_new_link({ email: ltr(email!) })],
  [
    /^We sent a link to (.+)\. Your email changes once you open it\.$/,
    ([, email]) => m.err_t_sent_change_link({ email: ltr(email!) }),
  ],
  [
    /^Your account cannot be deleted yet: (.+)$/,
    ([, reasons]) => {
      // Each reason is a known sentence (they contain '; ' themselves, so they are replaced, not split).
      let text = reasons!;
      for (const reason of DELETION_BLOCKERS) text = text.replace(reason, EXACT[reason]!());
      return /[A-Za-z]{2}/.test(text)
        ? undefined
        : m.err_t_cannot_delete({ reasons: text.replaceAll('; ', '؛ ') });
    },
  ],
  [/^Not found: [A-Z]+ \S+$/, () => m.err_not_found()],
  [/^HTTP error! status: (\d+)$/, ([, status]) => m.err_t_http_status({ status: status! })],
];

export function translateToUrdu(text: string): string | undefined {
  const exact = EXACT[text];
  if (exact) return exact();
  for (const [pattern, make] of PATTERNS) {
    const groups = pattern.exec(text);
    if (groups) {
      const found = make(groups);
      if (found) return found;
    }
  }
  return undefined;
}
