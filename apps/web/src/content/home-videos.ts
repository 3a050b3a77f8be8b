/**
 * The home page's four success-story videos as they were seeded (migration 0033, no Urdu text): programme
 * staff keep them in the console since issue 36 and home reads them from the server; this list is the
 * component tests' fixture. Without a videoUrl a card shows 'Video Coming Soon'.
 */
export type VideoStory = {
  id: string;
  name: string;
  description: string;
  /** 640x360 poster. */
  poster: string;
  /** An mp4 under /videos, when filmed. */
  videoUrl?: string;
  sample: true;
};

export const HOME_VIDEO_STORIES: VideoStory[] = [
  {
    id: 'ayesha-baig',
    name: 'Ayesha Baig',
    description: 'From the women-only hub in Aliabad to web projects for clients in twelve countries.',
    poster: '/images/home/stories/ayesha-baig.webp',
    videoUrl: '/videos/ayesha-baig.mp4',
    sample: true,
  },
  {
    id: 'karim-shigri',
    name: 'Karim Shigri',
    description: 'A graphic designer from Skardu who now builds brand identities for European start-ups.',
    poster: '/images/home/stories/karim-shigri.webp',
    videoUrl: '/videos/karim-shigri.mp4',
    sample: true,
  },
  {
    id: 'sana-hussain',
    name: 'Sana Hussain',
    description: 'Digital marketing that fills guest houses in Gilgit and Hunza in every season.',
    poster: '/images/home/stories/sana-hussain.webp',
    sample: true,
  },
  {
    id: 'imran-ali-shah',
    name: 'Imran Ali Shah',
    description: 'A mobile app studio of four, working from the technology park in Gahkuch.',
    poster: '/images/home/stories/imran-ali-shah.webp',
    sample: true,
  },
];
