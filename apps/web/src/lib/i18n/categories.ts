import { m } from '@/paraglide/messages.js';

/**
 * A job category's name in the reader's language. Categories travel (URLs, filters, the API) in
 * English; only their display goes through here. Unknown names show as they are.
 */
const NAMES: Record<string, () => string> = {
  'Web Development': m.category_web_development,
  'UI/UX Design': m.category_ui_ux_design,
  'Graphic Design': m.category_graphic_design,
  'Digital Marketing': m.category_digital_marketing,
  'Video Editing': m.category_video_editing,
  'Data Science': m.category_data_science,
  'Content Writing': m.category_content_writing,
  'Mobile Development': m.category_mobile_development,
  'SEO & Marketing': m.category_seo_marketing,
  'Virtual Assistant': m.category_virtual_assistant,
  Translation: m.category_translation,
};

export function categoryLabel(name: string): string {
  return NAMES[name]?.() ?? name;
}
