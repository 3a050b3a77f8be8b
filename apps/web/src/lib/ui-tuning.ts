/** UI tuning: timings, animation constants and card sizes of the screens (not domain rules). */

/** The API client's timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const REALTIME_TRANSPORTS = ['websocket', 'polling'] as const;

export const SLIDER = {
  autoAdvanceMs: 5000,
  fadeSeconds: 0.5,
  heightPx: 600,
  imagesPerSlide: 3,
  imageCount: 5,
};
export const SHOWCASE = { reshuffleMs: 15_000, founderFirstProbability: 0.8, transitionMs: 1000, cards: 13 };
export const VIDEO = {
  visibilityThreshold: 0.3,
  rootMarginBottom: '5%',
  retryDelayMs: 500,
  modalAutoplayDelayMs: 200,
  controlsHideMs: 3000,
};

export const CARD_LIMITS = {
  homeFreelancerSkills: 2,
  initials: 2,
  directoryServiceBadges: 4,
  directoryBioLines: 3,
  stars: 5,
  jobBoardSkills: 4,
  ownerListSkills: 3,
  portfolioTags: 2,
};

export const CONTACT_SEND_DELAY_MS = 1000;
export const POST_JOB_REDIRECT_MS = 1500;
export const CHAT_INPUT = { minHeightPx: 60, maxHeightPx: 120, bubbleMaxWidthPercent: 70 };
