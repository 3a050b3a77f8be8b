/** The English texts of the offline features (issue 19), in one place for the translators. */
export const OFFLINE_TEXTS = {
  waiting: 'Waiting to send',
  notSent: 'Not sent',
  proposalQueued:
    'You are offline: your proposal is waiting to send and goes out when the connection is back.',
  proposalSent: 'Your proposal has been submitted successfully!',
  milestoneQueued:
    'You are offline: your submission is waiting to send and goes out when the connection is back.',
  milestoneSent: 'Your work was submitted.',
  refused: 'Could not send',
  discard: 'Discard',
  offlineSince: (time: string) => `You are offline — showing what you saw at ${time}`,
  offline: 'You are offline. Pages and data you open may not load until the connection is back.',
  updateReady: 'A new version is available',
  reload: 'Reload',
} as const;
