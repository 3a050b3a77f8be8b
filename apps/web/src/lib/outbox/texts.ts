import { m } from '@/paraglide/messages.js';

/** The texts of the offline features (issue 19), read in the reader's language when shown. */
export const OFFLINE_TEXTS = {
  get waiting() {
    return m.offline_waiting();
  },
  get notSent() {
    return m.offline_not_sent();
  },
  get proposalQueued() {
    return m.offline_proposal_queued();
  },
  get proposalSent() {
    return m.offline_proposal_sent();
  },
  get milestoneQueued() {
    return m.offline_milestone_queued();
  },
  get milestoneSent() {
    return m.offline_milestone_sent();
  },
  get refused() {
    return m.offline_refused();
  },
  get discard() {
    return m.offline_discard();
  },
  offlineSince: (time: string) => m.offline_since({ time }),
  get offline() {
    return m.common_offline_banner();
  },
  get updateReady() {
    return m.offline_update_ready();
  },
  get reload() {
    return m.offline_reload();
  },
};
