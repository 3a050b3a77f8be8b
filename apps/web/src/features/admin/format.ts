import { statusLabel } from '@kt/shared/format';
import { formatDate, formatDateTime } from '@/lib/i18n/format.ts';
import { getLocale } from '@/paraglide/runtime.js';
import { m } from '@/paraglide/messages.js';

/** Read inside components only: every label follows the reader's language at the time of the call. */
const inUrdu = () => getLocale() === 'ur';

/** "25 Nov 2026, 14:30 UTC" in English; "25 نومبر 2026، 14:30 (عالمی وقت)" in Urdu (decision 036). */
export const when = (iso: string): string =>
  m.admin_utc_time({ time: formatDateTime(iso, { timeZone: 'UTC' }) });

/** A date and time in the reader's time zone ("Requested ..."). */
export const localTime = (iso: string): string => formatDateTime(iso);

/** "6 Dec 2026" in English, "6 دسمبر 2026" in Urdu. */
export const shortDay = (iso: string): string => formatDate(iso);

/** Ours, not people's: a known value gets its Urdu word; English (and anything unknown) shows it as it is. */
const pick = (value: string, labels: Record<string, () => string>): string => {
  const f = labels[value];
  return inUrdu() && f ? f() : value;
};

/** An account's role ('client', 'freelancer') or a contract party. */
export const roleLabel = (role: string): string =>
  pick(role, { client: m.admin_role_client, freelancer: m.admin_role_freelancer });

/** What an admin acted on or a report is about ('job', 'profile', 'user'...). */
export const targetLabel = (type: string): string =>
  pick(type, {
    job: m.admin_target_job,
    profile: m.admin_target_profile,
    message: m.admin_target_message,
    user: m.admin_target_user,
    withdrawal: m.admin_target_withdrawal,
    report: m.admin_target_report,
    dispute: m.admin_target_dispute,
    contract: m.admin_target_contract,
    credential: m.admin_target_credential,
    payment: m.admin_target_payment,
    payout_batch: m.admin_target_payout_batch,
    fx_rate: m.admin_target_fx_rate,
    outage: m.admin_target_outage,
    programme: m.admin_target_programme,
  });

/** An audit log action ('user.suspend'...): Urdu words when known, the action's name otherwise. */
export const actionLabel = (action: string): string =>
  pick(action, {
    'user.suspend': m.admin_action_user_suspend,
    'user.unsuspend': m.admin_action_user_unsuspend,
    'user.mediator-on': m.admin_action_user_mediator_on,
    'user.mediator-off': m.admin_action_user_mediator_off,
    'withdrawal.approve': m.admin_action_withdrawal_approve,
    'withdrawal.reject': m.admin_action_withdrawal_reject,
    'job.hide': m.admin_action_job_hide,
    'job.restore': m.admin_action_job_restore,
    'profile.hide': m.admin_action_profile_hide,
    'profile.restore': m.admin_action_profile_restore,
    'report.action': m.admin_action_report_action,
    'report.dismiss': m.admin_action_report_dismiss,
    'dispute.assign': m.admin_action_dispute_assign,
    'dispute.decide': m.admin_action_dispute_decide,
    'credential.issue': m.admin_action_credential_issue,
    'credential.revoke': m.admin_action_credential_revoke,
    'fx_rate.create': m.admin_action_fx_rate_create,
    'programme.update': m.admin_action_programme_update,
    'programme.create': m.admin_action_programme_create,
    'payout_batch.create': m.admin_action_payout_batch_create,
    'payout_batch.download': m.admin_action_payout_batch_download,
    'payout_batch.sent': m.admin_action_payout_batch_sent,
    'payout_batch.results': m.admin_action_payout_batch_results,
    'payout_batch.cancel': m.admin_action_payout_batch_cancel,
    'outage.declare': m.admin_action_outage_declare,
    'outage.end': m.admin_action_outage_end,
    'outage.resume': m.admin_action_outage_resume,
  });

/** A contract's status: the contracts feature's words in Urdu, the status as it is in English. */
export const contractStatusWord = (status: string): string =>
  pick(status, {
    offered: m.contracts_status_offered,
    active: m.contracts_status_active,
    declined: m.contracts_status_declined,
    withdrawn: m.contracts_status_withdrawn,
    expired: m.contracts_status_expired,
    completed: m.contracts_status_completed,
  });

/** A dispute's state: the disputes feature's words in Urdu, the shared English label otherwise. */
export const disputeStateWord = (state: string): string =>
  inUrdu()
    ? pick(state, {
        open: m.disputes_state_open,
        mediation: m.disputes_state_mediation,
        settled: m.disputes_state_settled,
      })
    : statusLabel(state);
