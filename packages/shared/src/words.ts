import { formatDay, formatDayTime, type DateLanguage } from './format.ts';
import { formatMoney, type Currency } from './money.ts';
import type { District } from './outages.ts';

/**
 * What the server writes for people to read (notifications, a contract's activity, a dispute's
 * steps, e-mails), stored as a key and its parameters and worded when read, in the reader's
 * language (issue 34, decision 036). A parameter is what people wrote (kept as it is), a number, an
 * amount, a date, or another text of this catalogue (worded in the same language).
 */

export type WordLanguage = DateLanguage;
export const WORD_LANGUAGES = ['en', 'ur'] as const satisfies readonly WordLanguage[];
export const isWordLanguage = (v: unknown): v is WordLanguage => v === 'en' || v === 'ur';

export type WordParam =
  | string
  | number
  | { money: number; currency: Currency }
  /** A day; `timeZone` for a calendar day stored in a zone of its own (an appeal's last day: UTC). */
  | { day: string; timeZone?: string }
  | { dayTime: string }
  | { say: Words };

export interface Words {
  key: WordKey;
  params?: Record<string, WordParam>;
}

const STEP = '{contract}: {step}';
const STEP_UR = '{contract}: {step}';

const EN = {
  // Who did it.
  'who.client': 'The client',
  'who.freelancer': 'The freelancer',
  'status.released': 'released',
  'status.refunded': 'refunded',
  'status.split': 'split',
  split: '{toFreelancer} to the freelancer, {toClient} to the client',

  // A contract's activity.
  'activity.offer_sent':
    'Offer of {total} in {count} milestone(s); platform fee {fee}, freelancer receives {net}',
  'activity.offer_accepted': 'Offer accepted',
  'activity.offer_declined': 'Offer declined',
  'activity.offer_withdrawn': 'Offer withdrawn',
  'activity.offer_expired': 'Offer expired without an answer',
  'activity.contract_ended': 'Contract ended',
  'activity.milestone_cancelled': '"{milestone}" cancelled',
  'activity.milestone_submitted': 'Work submitted for "{milestone}": {message}',
  'activity.milestone_changes_requested': 'Changes requested on "{milestone}": {message}',
  'activity.milestone_refund_requested': 'Refund of "{milestone}" ({amount}) requested: {reason}',
  'activity.milestone_added': 'Milestone "{milestone}" added: {amount}',
  'activity.milestone_funded': '"{milestone}" funded: {amount} is in escrow',
  'activity.milestone_released':
    '"{milestone}" approved: {amount} released, fee {fee}, freelancer receives {net}',
  'activity.milestone_auto_released':
    '"{milestone}" released automatically: {amount} released, fee {fee}, freelancer receives {net}',
  'activity.milestone_refunded': '{amount} of "{milestone}" refunded',
  'activity.milestone_refunded_rest':
    '{amount} of "{milestone}" refunded; the remaining {rest} was released to the freelancer',
  'activity.milestone_auto_refunded': '{amount} of "{milestone}" refunded automatically (no answer in time)',
  'activity.milestone_auto_refunded_rest':
    '{amount} of "{milestone}" refunded automatically (no answer in time); the remaining {rest} was released to the freelancer',
  'activity.payment_credited':
    'A second payment of {amount} for "{milestone}" was added to your wallet balance (it was already funded)',
  'activity.payment_refunded':
    'A second payment of {amount} for "{milestone}" is being refunded to your card (it was already funded)',
  'activity.payment_expired': 'The checkout for "{milestone}" expired; the milestone is pending again',
  'activity.payment_cancelled':
    'The checkout for "{milestone}" was cancelled; the milestone is pending again',
  'activity.payment_failed': 'The checkout for "{milestone}" failed; the milestone is pending again',

  // Districts of Gilgit-Baltistan (outages, issue 36).
  'district.Gilgit': 'Gilgit',
  'district.Skardu': 'Skardu',
  'district.Hunza': 'Hunza',
  'district.Nagar': 'Nagar',
  'district.Ghizer': 'Ghizer',
  'district.Ghanche': 'Ghanche',
  'district.Shigar': 'Shigar',
  'district.Kharmang': 'Kharmang',
  'district.Astore': 'Astore',
  'district.Diamer': 'Diamer',
  'district.Roundu': 'Roundu',
  'district.Darel': 'Darel',
  'district.Tangir': 'Tangir',
  'district.Gupis-Yasin': 'Gupis-Yasin',
  'activity.deadlines_resumed':
    'The {district} outage ended ({from} to {to}): deadlines that had not passed by its start moved later by its length',
  'activity.deadlines_paused':
    'Deadlines paused: {district} outage since {since}. No deadline of this contract passes while it lasts; each moves later by its length when it ends',

  // A dispute's steps.
  'dispute.opened':
    '{by} disputed "{milestone}" ({amount}): {reason}. Proposal: {split}. Answer by {respondBy}',
  'dispute.accepted': 'Proposal accepted: {split}',
  'dispute.same_proposal': 'Same proposal made: {split}',
  'dispute.countered': '{by} proposed {split}. Answer by {respondBy}',
  'dispute.countered_message': '{by} proposed {split}: {message}. Answer by {respondBy}',
  'dispute.escalated': 'Mediation requested; {mediator} (hub staff) will decide, free of charge',
  'dispute.escalated_no_mediator': 'Mediation requested; an admin will assign a mediator, free of charge',
  'dispute.assigned': '{mediator} is now the mediator of this dispute',
  'dispute.evidence': '{by} attached {files}',
  'dispute.settled_agreement': 'Settled by agreement: {split}{fee}; the milestone is {status}{reasoning}',
  'dispute.settled_silence':
    'Settled: no answer in time, so the standing proposal applies: {split}{fee}; the milestone is {status}{reasoning}',
  'dispute.decided': 'Decided by the mediator: {split}{fee}; the milestone is {status}{reasoning}',
  'dispute.fee': " (platform fee {fee} on the freelancer's part)",
  'dispute.reasoning': '. Reasoning: {reasoning}',

  // Notifications: a title and a body per kind.
  'n.step.body': STEP,
  'n.offer_sent': 'You have a new offer',
  'n.offer_accepted': 'Your offer was accepted',
  'n.offer_declined': 'Your offer was declined',
  'n.offer_withdrawn': 'An offer was withdrawn',
  'n.offer_expired': 'An offer expired',
  'n.contract_ended': 'A contract ended',
  'n.milestone_cancelled': 'Milestone cancelled',
  'n.milestone_submitted': 'Work submitted',
  'n.milestone_changes_requested': 'Changes requested',
  'n.milestone_refund_requested': 'Refund requested',
  'n.milestone_added': 'Milestone added',
  'n.milestone_funded': 'Milestone funded',
  'n.milestone_released': 'Milestone approved and paid',
  'n.milestone_auto_released': 'Milestone released automatically',
  'n.milestone_refunded': 'Milestone refunded',
  'n.payment_credited': 'Second payment credited',
  'n.payment_refunded': 'Second payment refunded',
  'n.payment_expired': 'Checkout expired',
  'n.payment_cancelled': 'Checkout cancelled',
  'n.payment_failed': 'Payment failed',
  'n.dispute_opened': 'A milestone is disputed',
  'n.dispute_accepted': 'Dispute proposal accepted',
  'n.dispute_countered': 'New proposal in a dispute',
  'n.dispute_escalated': 'Dispute sent to mediation',
  'n.dispute_assigned': 'Mediator assigned',
  'n.dispute_evidence': 'New evidence in a dispute',
  'n.dispute_settled': 'Dispute settled',
  'n.deadlines_resumed': 'Deadlines resumed after an outage',
  'n.deadlines_paused': 'Deadlines paused by an outage',
  'n.proposal_new': 'New proposal on "{job}"',
  'n.proposal_new.body': '{name} sent a proposal for your job "{job}".',
  'n.proposal_accepted': 'Your proposal for "{job}" was accepted',
  'n.proposal_accepted.body': 'The client accepted your proposal for "{job}". Congratulations!',
  'n.proposal_rejected': 'Your proposal for "{job}" was not accepted',
  'n.proposal_rejected.body': 'The client decided not to go ahead with your proposal for "{job}".',
  'n.proposal_withdrawn': 'A proposal on "{job}" was withdrawn',
  'n.proposal_withdrawn.body': '{name} withdrew their proposal for your job "{job}".',
  'n.job_closed': '"{job}" is no longer accepting proposals',
  'n.job_closed.body':
    'The client closed the job "{job}". Your proposal stays pending: the client can still accept it.',
  'n.review_invite': 'Leave a review',
  'n.review_invite.body':
    '"{contract}" has ended. Review the other party by {closes}; reviews are published when both are written or the window closes.',
  'n.review_published': 'You have a new review',
  'n.review_published.body': 'A review of your work on "{contract}" is now published.',
  'n.review_received': 'You have been reviewed',
  'n.review_received.body': 'Write your review of "{contract}" to see it: both are published together.',
  'n.message_one': 'New message from {name}',
  'n.message_one.body': '{name} wrote: "{snippet}"',
  'n.message_many': 'New message from {name}',
  'n.message_many.body': 'You have {count} unread messages from {name}. The latest: "{snippet}"',
  'n.withdrawal_approved': 'Withdrawal approved',
  'n.withdrawal_approved.body': 'Your withdrawal of {amount} was approved and is on its way.',
  'n.withdrawal_paid': 'Paid',
  'n.withdrawal_paid.body': '{amount} was paid to {to}{fx}.',
  'n.withdrawal_failed': 'Withdrawal failed',
  'n.withdrawal_failed.body':
    'Failed: {reason}, the money is back in your balance ({amount}, withdrawal to {to}).',
  'n.withdrawal_queued': 'Queued for payment',
  'n.withdrawal_queued.body': 'Your withdrawal of {amount} is queued for payment to your {rail} account.',
  'n.withdrawal_sent': 'Sent to your bank on {day}',
  'n.withdrawal_sent.body': 'Your withdrawal of {amount}{pkr} was sent to your bank on {day}.',
  'fx.as': ' as {pkr} at Rs {rate} per $1 ({source}, {day})',
  'fx.pkr': ' ({pkr})',
  'n.method_added': 'Payout method added',
  'n.method_added.body':
    'A {rail} account ending {last4} was added to your wallet; it can be used from {usableAt}. If this was not you, remove it and change your password.',
  'n.account_suspended': 'Your account is suspended',
  'n.account_suspended.body':
    'Your account was suspended: {reason}. You can still sign in to withdraw money already released to you. You can appeal until {appealBy} by writing to us through the Contact page.',
  'n.account_active': 'Your account is active again',
  'n.account_active.body': 'An admin lifted the suspension of your account.',
  'n.job_hidden': 'Job hidden by an admin',
  'n.job_hidden.body':
    'Your job "{job}" was hidden from other people: {reason}. Write to us through the Contact page if you think this is wrong.',
  'n.job_visible': 'Job visible again',
  'n.job_visible.body': 'Your job "{job}" is visible to everyone again.',
  'n.profile_hidden': 'Profile hidden by an admin',
  'n.profile_hidden.body':
    'Your profile was hidden from other people: {reason}. Write to us through the Contact page if you think this is wrong.',
  'n.profile_visible': 'Profile visible again',
  'n.profile_visible.body': 'Your profile is visible to everyone again.',

  'rail.account': '{rail} {account}',
  // Payout rails.
  'rail.jazzcash': 'JazzCash',
  'rail.easypaisa': 'Easypaisa',
  'rail.bank': 'Bank account (IBAN)',

  // E-mails.
  'mail.hello': 'Hello,',
  'mail.hello_name': 'Hello {name},',
  'mail.open': 'Open in {product}',
  'mail.footer': 'You get this e-mail because of your notification settings. Unsubscribe: {url}',
  'mail.footer_html': 'You get this e-mail because of your notification settings.',
  'mail.unsubscribe': 'Unsubscribe',
  'mail.security_footer':
    'This is a security notice about your account; it is sent whatever your notification settings.',
  'mail.guessing': 'Someone is trying to sign in to your account',
  'mail.guessing_1':
    'There have been several failed attempts to sign in to your {product} account. If this was you, there is nothing to do.',
  'mail.guessing_2':
    'If it was not you, choose a strong password that you use nowhere else. Nobody from our team will ever ask you for it.',
  'mail.go_sign_in': 'Go to sign in',

  // The accounts' own mails (verification, reset, e-mail change, two-factor, deletion).
  'account.ignore': 'If you did not ask for this, you can ignore this message.',
  'account.not_you':
    'If this was not you, reset your password now and review your active sessions in Settings.',
  'account.reset': 'Reset your {product} password',
  'account.reset_1':
    'Someone asked to reset the password of your account. The link works once, for 60 minutes.',
  'account.reset_action': 'Choose a new password',
  'account.password_changed': 'Your {product} password was changed',
  'account.password_changed_1':
    'The password of your account was just changed, and every other session was signed out.',
  'account.verify': 'Confirm your email for {product}',
  'account.verify_1': 'Please confirm that this address is yours. The link is valid for 7 days.',
  'account.verify_action': 'Confirm my email',
  'account.new_email': 'Confirm your new email for {product}',
  'account.new_email_1':
    'You asked to use this address for your account. It takes effect once you confirm it; the link is valid for 24 hours.',
  'account.new_email_action': 'Confirm my new email',
  'account.email_change': 'A change of your {product} email was requested',
  'account.email_change_1':
    'Someone signed in to your account asked to change its email to {email}. Nothing changes until the new address is confirmed.',
  'account.email_changed': 'Your {product} email was changed',
  'account.email_changed_1':
    "Your account's email is now {email}. This address will no longer receive mail about it.",
  'account.two_factor_on': 'Two-factor authentication was turned on',
  'account.two_factor_on_1': 'Two-factor authentication was just turned on for your {product} account.',
  'account.two_factor_off': 'Two-factor authentication was turned off',
  'account.two_factor_off_1': 'Two-factor authentication was just turned off for your {product} account.',
  'account.deleted': 'Your {product} account was deleted',
  'account.deleted_1':
    'Your account and its personal data were deleted. Messages and reviews others received stay, under "Deleted user".',
} as const;

export type WordKey = keyof typeof EN;

const UR: Record<WordKey, string> = {
  'who.client': 'کلائنٹ نے',
  'who.freelancer': 'فری لانسر نے',
  'status.released': 'جاری کر دیا گیا',
  'status.refunded': 'واپس کر دیا گیا',
  'status.split': 'تقسیم کر دیا گیا',
  split: 'فری لانسر کو {toFreelancer}، کلائنٹ کو {toClient}',

  'activity.offer_sent': '{count} مرحلوں میں {total} کی آفر؛ پلیٹ فارم فیس {fee}، فری لانسر کو {net} ملیں گے',
  'activity.offer_accepted': 'آفر قبول کر لی گئی',
  'activity.offer_declined': 'آفر مسترد کر دی گئی',
  'activity.offer_withdrawn': 'آفر واپس لے لی گئی',
  'activity.offer_expired': 'آفر کا جواب نہیں آیا اور اس کی مدت ختم ہو گئی',
  'activity.contract_ended': 'کنٹریکٹ ختم ہو گیا',
  'activity.milestone_cancelled': '"{milestone}" منسوخ کر دیا گیا',
  'activity.milestone_submitted': '"{milestone}" کا کام جمع کر دیا گیا: {message}',
  'activity.milestone_changes_requested': '"{milestone}" میں تبدیلیوں کی درخواست: {message}',
  'activity.milestone_refund_requested': '"{milestone}" ({amount}) کی رقم واپسی کی درخواست: {reason}',
  'activity.milestone_added': 'مرحلہ "{milestone}" شامل کیا گیا: {amount}',
  'activity.milestone_funded': '"{milestone}" کی رقم جمع ہو گئی: {amount} ایسکرو میں ہیں',
  'activity.milestone_released': '"{milestone}" منظور: {amount} جاری، فیس {fee}، فری لانسر کو {net} ملے',
  'activity.milestone_auto_released':
    '"{milestone}" خود بخود جاری: {amount} جاری، فیس {fee}، فری لانسر کو {net} ملے',
  'activity.milestone_refunded': '"{milestone}" کے {amount} واپس کر دیے گئے',
  'activity.milestone_refunded_rest':
    '"{milestone}" کے {amount} واپس کر دیے گئے؛ باقی {rest} فری لانسر کو جاری کر دیے گئے',
  'activity.milestone_auto_refunded':
    '"{milestone}" کے {amount} خود بخود واپس کر دیے گئے (وقت پر جواب نہیں آیا)',
  'activity.milestone_auto_refunded_rest':
    '"{milestone}" کے {amount} خود بخود واپس کر دیے گئے (وقت پر جواب نہیں آیا)؛ باقی {rest} فری لانسر کو جاری کر دیے گئے',
  'activity.payment_credited':
    '"{milestone}" کے لیے {amount} کی دوسری ادائیگی آپ کے والیٹ بیلنس میں شامل کر دی گئی (اس کی رقم پہلے ہی جمع تھی)',
  'activity.payment_refunded':
    '"{milestone}" کے لیے {amount} کی دوسری ادائیگی آپ کے کارڈ پر واپس کی جا رہی ہے (اس کی رقم پہلے ہی جمع تھی)',
  'activity.payment_expired': '"{milestone}" کی ادائیگی کی مدت ختم ہو گئی؛ مرحلہ پھر سے زیرِ التوا ہے',
  'activity.payment_cancelled': '"{milestone}" کی ادائیگی منسوخ کر دی گئی؛ مرحلہ پھر سے زیرِ التوا ہے',
  'activity.payment_failed': '"{milestone}" کی ادائیگی ناکام رہی؛ مرحلہ پھر سے زیرِ التوا ہے',

  'district.Gilgit': 'گلگت',
  'district.Skardu': 'سکردو',
  'district.Hunza': 'ہنزہ',
  'district.Nagar': 'نگر',
  'district.Ghizer': 'غذر',
  'district.Ghanche': 'گانچھے',
  'district.Shigar': 'شگر',
  'district.Kharmang': 'کھرمنگ',
  'district.Astore': 'استور',
  'district.Diamer': 'دیامر',
  'district.Roundu': 'روندو',
  'district.Darel': 'داریل',
  'district.Tangir': 'تانگیر',
  'district.Gupis-Yasin': 'گوپس یاسین',
  'activity.deadlines_resumed':
    '{district} میں انٹرنیٹ کی بندش ختم ہو گئی ({from} سے {to} تک): جو آخری تاریخیں اس کے شروع ہونے تک نہیں گزری تھیں وہ اتنی ہی مدت آگے بڑھا دی گئیں',
  'activity.deadlines_paused':
    'آخری تاریخیں رکی ہوئی ہیں: {district} میں {since} سے انٹرنیٹ کی بندش۔ اس کے دوران اس معاہدے کی کوئی آخری تاریخ نہیں گزرے گی؛ ختم ہونے پر ہر ایک اتنی ہی مدت آگے بڑھ جائے گی',

  'dispute.opened':
    '{by} "{milestone}" ({amount}) پر تنازع کھولا: {reason}۔ تجویز: {split}۔ جواب کی آخری تاریخ {respondBy}',
  'dispute.accepted': 'تجویز قبول کر لی گئی: {split}',
  'dispute.same_proposal': 'وہی تجویز دی گئی: {split}',
  'dispute.countered': '{by} تجویز دی: {split}۔ جواب کی آخری تاریخ {respondBy}',
  'dispute.countered_message': '{by} تجویز دی: {split}: {message}۔ جواب کی آخری تاریخ {respondBy}',
  'dispute.escalated': 'ثالثی کی درخواست کی گئی؛ {mediator} (ہب اسٹاف) مفت فیصلہ کریں گے',
  'dispute.escalated_no_mediator': 'ثالثی کی درخواست کی گئی؛ ایک ایڈمن مفت ثالث مقرر کرے گا',
  'dispute.assigned': '{mediator} اب اس تنازع کے ثالث ہیں',
  'dispute.evidence': '{by} یہ فائلیں لگائیں: {files}',
  'dispute.settled_agreement': 'باہمی رضامندی سے طے ہوا: {split}{fee}؛ مرحلہ {status}{reasoning}',
  'dispute.settled_silence':
    'طے ہوا: وقت پر جواب نہیں آیا، اس لیے موجودہ تجویز لاگو ہوئی: {split}{fee}؛ مرحلہ {status}{reasoning}',
  'dispute.decided': 'ثالث کا فیصلہ: {split}{fee}؛ مرحلہ {status}{reasoning}',
  'dispute.fee': ' (فری لانسر کے حصے پر پلیٹ فارم فیس {fee})',
  'dispute.reasoning': '۔ وجہ: {reasoning}',

  'n.step.body': STEP_UR,
  'n.offer_sent': 'آپ کو ایک نئی آفر ملی ہے',
  'n.offer_accepted': 'آپ کی آفر قبول کر لی گئی',
  'n.offer_declined': 'آپ کی آفر مسترد کر دی گئی',
  'n.offer_withdrawn': 'ایک آفر واپس لے لی گئی',
  'n.offer_expired': 'ایک آفر کی مدت ختم ہو گئی',
  'n.contract_ended': 'ایک کنٹریکٹ ختم ہو گیا',
  'n.milestone_cancelled': 'مرحلہ منسوخ',
  'n.milestone_submitted': 'کام جمع کر دیا گیا',
  'n.milestone_changes_requested': 'تبدیلیوں کی درخواست',
  'n.milestone_refund_requested': 'رقم واپسی کی درخواست',
  'n.milestone_added': 'مرحلہ شامل کیا گیا',
  'n.milestone_funded': 'مرحلے کی رقم جمع ہو گئی',
  'n.milestone_released': 'مرحلہ منظور اور ادائیگی ہو گئی',
  'n.milestone_auto_released': 'مرحلے کی رقم خود بخود جاری ہو گئی',
  'n.milestone_refunded': 'مرحلے کی رقم واپس',
  'n.payment_credited': 'دوسری ادائیگی والیٹ میں جمع',
  'n.payment_refunded': 'دوسری ادائیگی واپس',
  'n.payment_expired': 'ادائیگی کی مدت ختم',
  'n.payment_cancelled': 'ادائیگی منسوخ',
  'n.payment_failed': 'ادائیگی ناکام',
  'n.dispute_opened': 'ایک مرحلے پر تنازع',
  'n.dispute_accepted': 'تنازع کی تجویز قبول',
  'n.dispute_countered': 'تنازع میں نئی تجویز',
  'n.dispute_escalated': 'تنازع ثالثی کو بھیج دیا گیا',
  'n.dispute_assigned': 'ثالث مقرر',
  'n.dispute_evidence': 'تنازع میں نیا ثبوت',
  'n.dispute_settled': 'تنازع طے ہو گیا',
  'n.deadlines_resumed': 'بندش کے بعد آخری تاریخیں پھر سے جاری',
  'n.deadlines_paused': 'بندش کی وجہ سے آخری تاریخیں رکی ہوئی ہیں',
  'n.proposal_new': '"{job}" پر نیا پروپوزل',
  'n.proposal_new.body': '{name} نے آپ کی جاب "{job}" کے لیے پروپوزل بھیجا ہے۔',
  'n.proposal_accepted': '"{job}" کے لیے آپ کا پروپوزل قبول کر لیا گیا',
  'n.proposal_accepted.body': 'کلائنٹ نے "{job}" کے لیے آپ کا پروپوزل قبول کر لیا۔ مبارک ہو!',
  'n.proposal_rejected': '"{job}" کے لیے آپ کا پروپوزل قبول نہیں ہوا',
  'n.proposal_rejected.body': 'کلائنٹ نے "{job}" کے لیے آپ کے پروپوزل کے ساتھ آگے نہ بڑھنے کا فیصلہ کیا۔',
  'n.proposal_withdrawn': '"{job}" پر ایک پروپوزل واپس لے لیا گیا',
  'n.proposal_withdrawn.body': '{name} نے آپ کی جاب "{job}" کے لیے اپنا پروپوزل واپس لے لیا۔',
  'n.job_closed': '"{job}" اب پروپوزلز قبول نہیں کر رہی',
  'n.job_closed.body':
    'کلائنٹ نے جاب "{job}" بند کر دی۔ آپ کا پروپوزل زیرِ غور رہے گا: کلائنٹ اب بھی اسے قبول کر سکتا ہے۔',
  'n.review_invite': 'ریویو لکھیں',
  'n.review_invite.body':
    '"{contract}" ختم ہو گیا۔ {closes} تک دوسرے فریق کا ریویو لکھیں؛ ریویوز تب شائع ہوتے ہیں جب دونوں لکھ دیے جائیں یا مدت ختم ہو جائے۔',
  'n.review_published': 'آپ کا ایک نیا ریویو',
  'n.review_published.body': '"{contract}" پر آپ کے کام کا ریویو اب شائع ہو گیا ہے۔',
  'n.review_received': 'آپ کا ریویو لکھا گیا ہے',
  'n.review_received.body':
    'اسے دیکھنے کے لیے "{contract}" کا اپنا ریویو لکھیں: دونوں ایک ساتھ شائع ہوتے ہیں۔',
  'n.message_one': '{name} کا نیا پیغام',
  'n.message_one.body': '{name} نے لکھا: "{snippet}"',
  'n.message_many': '{name} کا نیا پیغام',
  'n.message_many.body': '{name} کے {count} پیغامات ابھی پڑھے نہیں گئے۔ تازہ ترین: "{snippet}"',
  'n.withdrawal_approved': 'رقم نکلوانے کی درخواست منظور',
  'n.withdrawal_approved.body': 'آپ کی {amount} نکلوانے کی درخواست منظور ہو گئی ہے اور رقم روانہ ہے۔',
  'n.withdrawal_paid': 'ادائیگی ہو گئی',
  'n.withdrawal_paid.body': '{amount} {to} میں ادا کر دیے گئے{fx}۔',
  'n.withdrawal_failed': 'رقم نہیں نکلوائی جا سکی',
  'n.withdrawal_failed.body':
    'ناکام: {reason}، رقم آپ کے بیلنس میں واپس آ گئی ہے ({amount}، {to} میں نکلوانا)۔',
  'n.withdrawal_queued': 'ادائیگی کی قطار میں',
  'n.withdrawal_queued.body':
    'آپ کی {amount} نکلوانے کی درخواست آپ کے {rail} اکاؤنٹ میں ادائیگی کی قطار میں ہے۔',
  'n.withdrawal_sent': '{day} کو آپ کے بینک بھیج دی گئی',
  'n.withdrawal_sent.body': 'آپ کی {amount}{pkr} کی رقم {day} کو آپ کے بینک بھیج دی گئی۔',
  'fx.as': ' ({pkr}، {rate} روپے فی $1 کے حساب سے، {source}، {day})',
  'fx.pkr': ' ({pkr})',
  'n.method_added': 'ادائیگی کا طریقہ شامل کیا گیا',
  'n.method_added.body':
    'آپ کے والیٹ میں {last4} پر ختم ہونے والا {rail} اکاؤنٹ شامل کیا گیا؛ یہ {usableAt} سے استعمال ہو سکے گا۔ اگر یہ آپ نے نہیں کیا تو اسے ہٹا دیں اور اپنا پاس ورڈ بدلیں۔',
  'n.account_suspended': 'آپ کا اکاؤنٹ معطل ہے',
  'n.account_suspended.body':
    'آپ کا اکاؤنٹ معطل کر دیا گیا: {reason}۔ آپ اب بھی سائن اِن کر کے اپنی جاری شدہ رقم نکلوا سکتے ہیں۔ آپ {appealBy} تک رابطے کے صفحے کے ذریعے ہمیں لکھ کر اپیل کر سکتے ہیں۔',
  'n.account_active': 'آپ کا اکاؤنٹ پھر سے فعال ہے',
  'n.account_active.body': 'ایک ایڈمن نے آپ کے اکاؤنٹ کی معطلی ختم کر دی۔',
  'n.job_hidden': 'ایڈمن نے جاب چھپا دی',
  'n.job_hidden.body':
    'آپ کی جاب "{job}" دوسروں سے چھپا دی گئی: {reason}۔ اگر آپ کے خیال میں یہ غلط ہے تو رابطے کے صفحے کے ذریعے ہمیں لکھیں۔',
  'n.job_visible': 'جاب پھر سے نظر آ رہی ہے',
  'n.job_visible.body': 'آپ کی جاب "{job}" پھر سے سب کو نظر آ رہی ہے۔',
  'n.profile_hidden': 'ایڈمن نے پروفائل چھپا دی',
  'n.profile_hidden.body':
    'آپ کی پروفائل دوسروں سے چھپا دی گئی: {reason}۔ اگر آپ کے خیال میں یہ غلط ہے تو رابطے کے صفحے کے ذریعے ہمیں لکھیں۔',
  'n.profile_visible': 'پروفائل پھر سے نظر آ رہی ہے',
  'n.profile_visible.body': 'آپ کی پروفائل پھر سے سب کو نظر آ رہی ہے۔',

  'rail.account': '{rail} {account}',
  'rail.jazzcash': 'جاز کیش',
  'rail.easypaisa': 'ایزی پیسہ',
  'rail.bank': 'بینک اکاؤنٹ (آئی بی اے این)',

  'mail.hello': 'السلام علیکم،',
  'mail.hello_name': 'السلام علیکم {name}،',
  'mail.open': '{product} میں کھولیں',
  'mail.footer': 'آپ کو یہ ای میل آپ کی اطلاعات کی ترتیبات کی وجہ سے ملی ہے۔ ان سبسکرائب: {url}',
  'mail.footer_html': 'آپ کو یہ ای میل آپ کی اطلاعات کی ترتیبات کی وجہ سے ملی ہے۔',
  'mail.unsubscribe': 'ان سبسکرائب',
  'mail.security_footer':
    'یہ آپ کے اکاؤنٹ کی حفاظت سے متعلق اطلاع ہے؛ یہ آپ کی اطلاعات کی ترتیبات سے قطع نظر بھیجی جاتی ہے۔',
  'mail.guessing': 'کوئی آپ کے اکاؤنٹ میں سائن اِن کرنے کی کوشش کر رہا ہے',
  'mail.guessing_1':
    'آپ کے {product} اکاؤنٹ میں سائن اِن کی کئی ناکام کوششیں ہوئی ہیں۔ اگر یہ آپ تھے تو کچھ کرنے کی ضرورت نہیں۔',
  'mail.guessing_2':
    'اگر یہ آپ نہیں تھے تو ایک مضبوط پاس ورڈ چنیں جو آپ کہیں اور استعمال نہ کرتے ہوں۔ ہماری ٹیم کا کوئی فرد کبھی آپ سے پاس ورڈ نہیں مانگے گا۔',
  'mail.go_sign_in': 'سائن اِن پر جائیں',

  'account.ignore': 'اگر آپ نے یہ نہیں مانگا تو اس پیغام کو نظر انداز کر سکتے ہیں۔',
  'account.not_you':
    'اگر یہ آپ نہیں تھے تو ابھی اپنا پاس ورڈ ری سیٹ کریں اور ترتیبات میں اپنے فعال سیشن دیکھ لیں۔',
  'account.reset': 'اپنا {product} پاس ورڈ ری سیٹ کریں',
  'account.reset_1':
    'کسی نے آپ کے اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔ یہ لنک صرف ایک بار، 60 منٹ تک کام کرتا ہے۔',
  'account.reset_action': 'نیا پاس ورڈ چنیں',
  'account.password_changed': 'آپ کا {product} پاس ورڈ بدل دیا گیا',
  'account.password_changed_1':
    'آپ کے اکاؤنٹ کا پاس ورڈ ابھی بدلا گیا ہے، اور باقی تمام سیشنز سے سائن آؤٹ کر دیا گیا ہے۔',
  'account.verify': '{product} کے لیے اپنی ای میل کی تصدیق کریں',
  'account.verify_1': 'براہ کرم تصدیق کریں کہ یہ پتہ آپ کا ہے۔ یہ لنک 7 دن تک کارآمد ہے۔',
  'account.verify_action': 'میری ای میل کی تصدیق کریں',
  'account.new_email': '{product} کے لیے اپنی نئی ای میل کی تصدیق کریں',
  'account.new_email_1':
    'آپ نے اپنے اکاؤنٹ کے لیے یہ پتہ استعمال کرنے کو کہا ہے۔ یہ آپ کی تصدیق کے بعد ہی لاگو ہو گا؛ یہ لنک 24 گھنٹے تک کارآمد ہے۔',
  'account.new_email_action': 'میری نئی ای میل کی تصدیق کریں',
  'account.email_change': 'آپ کی {product} ای میل بدلنے کی درخواست کی گئی ہے',
  'account.email_change_1':
    'آپ کے اکاؤنٹ میں سائن اِن کسی شخص نے اس کی ای میل بدل کر {email} کرنے کو کہا ہے۔ نئے پتے کی تصدیق تک کچھ نہیں بدلے گا۔',
  'account.email_changed': 'آپ کی {product} ای میل بدل دی گئی',
  'account.email_changed_1':
    'آپ کے اکاؤنٹ کی ای میل اب {email} ہے۔ اس پتے پر اب اس اکاؤنٹ کے بارے میں ای میل نہیں آئے گی۔',
  'account.two_factor_on': 'دو مرحلوں والی تصدیق آن کر دی گئی',
  'account.two_factor_on_1': 'آپ کے {product} اکاؤنٹ کے لیے دو مرحلوں والی تصدیق ابھی آن کی گئی ہے۔',
  'account.two_factor_off': 'دو مرحلوں والی تصدیق بند کر دی گئی',
  'account.two_factor_off_1': 'آپ کے {product} اکاؤنٹ کے لیے دو مرحلوں والی تصدیق ابھی بند کی گئی ہے۔',
  'account.deleted': 'آپ کا {product} اکاؤنٹ حذف کر دیا گیا',
  'account.deleted_1':
    'آپ کا اکاؤنٹ اور اس کا ذاتی ڈیٹا حذف کر دیا گیا ہے۔ دوسروں کو ملے ہوئے پیغامات اور ریویوز "حذف شدہ صارف" کے نام سے باقی رہیں گے۔',
};

/** The catalogue, for its tests. */
export const WORD_TEXTS: Readonly<Record<WordLanguage, Readonly<Record<WordKey, string>>>> = {
  en: EN,
  ur: UR,
};
const TEXTS = WORD_TEXTS;

export const isWordKey = (v: unknown): v is WordKey => typeof v === 'string' && Object.hasOwn(EN, v);

/** A key with its parameters. */
export const say = (key: WordKey, params?: Record<string, WordParam>): Words =>
  params ? { key, params } : { key };

export interface WordOptions {
  /** The IANA zone dates are written in (the server's TIME_ZONE). */
  timeZone?: string;
}

/**
 * What people wrote, inside an Urdu text, sits between FIRST STRONG ISOLATE and POP DIRECTIONAL
 * ISOLATE: a Latin title keeps its own direction inside right-to-left text, and the web shows the
 * part as user content (`<bdi data-user-content>`). English texts are written without them.
 */
export const USER_TEXT_START = '\u2068';
export const USER_TEXT_END = '\u2069';

function param(value: WordParam, lang: WordLanguage, options: WordOptions): string {
  if (typeof value === 'string') return lang === 'en' ? value : `${USER_TEXT_START}${value}${USER_TEXT_END}`;
  if (typeof value === 'number') return String(value);
  // An amount inside Urdu text is a left-to-right island (LEFT-TO-RIGHT ISOLATE): "$200.00", not "200.00$".
  if ('money' in value) {
    const amount = formatMoney(value.money, value.currency);
    return lang === 'en' ? amount : `\u2066${amount}\u2069`;
  }
  if ('day' in value)
    return formatDay(value.day, lang, value.timeZone ? { timeZone: value.timeZone } : options);
  if ('dayTime' in value) return formatDayTime(value.dayTime, lang, options);
  return word(value.say, lang, options);
}

/** The text of `words` in `lang`; an unknown key (a row written by a newer version) gives ''. */
export function word(words: Words, lang: WordLanguage, options: WordOptions = {}): string {
  const template = TEXTS[lang][words.key] ?? TEXTS.en[words.key];
  if (template === undefined) return '';
  const params = words.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? param(params[name]!, lang, options) : whole,
  );
}

/** A notification's kind: its title is `n.<kind>`, its body `n.<kind>.body` (else a step's body). */
type KindOf<K> = K extends `n.${infer R}` ? (R extends `${string}.body` ? never : R) : never;
export type NoticeKind = KindOf<WordKey>;

export function noticeTitle(
  kind: string,
  params: Record<string, WordParam>,
  lang: WordLanguage,
  o: WordOptions = {},
) {
  const key = `n.${kind}`;
  return isWordKey(key) ? word({ key, params }, lang, o) : null;
}

export function noticeBody(
  kind: string,
  params: Record<string, WordParam>,
  lang: WordLanguage,
  o: WordOptions = {},
) {
  const own = `n.${kind}.body`;
  const key: WordKey = isWordKey(own) ? own : 'n.step.body';
  return word({ key, params }, lang, o);
}

/** The language a request asks for: the `PARAGLIDE_LOCALE` cookie, else Accept-Language's first of en/ur. */
export function languageOf(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): WordLanguage | null {
  if (isWordLanguage(cookie)) return cookie;
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag: tag!.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isWordLanguage(base)) return base;
  }
  return null;
}

/** A district's name in `lang` (the catalogue's `district.<name>`). */
export const districtName = (d: District, lang: WordLanguage): string => TEXTS[lang][`district.${d}`];
