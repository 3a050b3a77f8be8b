import type { JOB_BOARD_CATEGORIES } from '@kt/shared/constants';

/** The home page's category grid: one card per job-board category (the count is live). */
export type CategoryIcon =
  'code' | 'pen-tool' | 'palette' | 'megaphone' | 'clapperboard' | 'chart' | 'file-text' | 'smartphone';

export const HOME_CATEGORIES: Record<
  (typeof JOB_BOARD_CATEGORIES)[number],
  { description: string; icon: CategoryIcon }
> = {
  'Web Development': { description: 'Websites, web apps, e-commerce and APIs.', icon: 'code' },
  'UI/UX Design': { description: 'Research, wireframes and interfaces people enjoy.', icon: 'pen-tool' },
  'Graphic Design': { description: 'Logos, brand kits, print and social media art.', icon: 'palette' },
  'Digital Marketing': { description: 'SEO, social media and paid campaigns.', icon: 'megaphone' },
  'Video Editing': { description: 'Edits, motion graphics and YouTube content.', icon: 'clapperboard' },
  'Data Science': { description: 'Analysis, dashboards and machine learning.', icon: 'chart' },
  'Content Writing': { description: 'Articles, web copy and technical writing.', icon: 'file-text' },
  'Mobile Development': { description: 'Android, iOS and cross-platform apps.', icon: 'smartphone' },
};
