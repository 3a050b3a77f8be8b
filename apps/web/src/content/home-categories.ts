import type { JOB_BOARD_CATEGORIES } from '@kt/shared/constants';
import { m } from '@/paraglide/messages.js';

/** The home page's category grid: one card per job-board category (the count is live). */
export type CategoryIcon =
  'code' | 'pen-tool' | 'palette' | 'megaphone' | 'clapperboard' | 'chart' | 'file-text' | 'smartphone';

export const HOME_CATEGORIES: Record<
  (typeof JOB_BOARD_CATEGORIES)[number],
  { description: () => string; icon: CategoryIcon }
> = {
  'Web Development': { description: m.category_web_development_text, icon: 'code' },
  'UI/UX Design': { description: m.category_ui_ux_design_text, icon: 'pen-tool' },
  'Graphic Design': { description: m.category_graphic_design_text, icon: 'palette' },
  'Digital Marketing': { description: m.category_digital_marketing_text, icon: 'megaphone' },
  'Video Editing': { description: m.category_video_editing_text, icon: 'clapperboard' },
  'Data Science': { description: m.category_data_science_text, icon: 'chart' },
  'Content Writing': { description: m.category_content_writing_text, icon: 'file-text' },
  'Mobile Development': { description: m.category_mobile_development_text, icon: 'smartphone' },
};
