import { getLocale } from '@/paraglide/runtime.js';
import { URDU_GUIDES } from './ur/resources.ts';
import { URDU_SKILLS, URDU_STORIES, URDU_VIDEOS } from './ur/success-stories.ts';

const ur = () => getLocale() === 'ur';

/** A success story in the reader's language (the English one when there is no Urdu text). */
export function localStory<
  T extends {
    id: number;
    name: string;
    title: string;
    description: string;
    achievement: string;
    story: string;
  },
>(story: T): T {
  const text = ur() ? URDU_STORIES[story.id] : undefined;
  return text ? { ...story, ...text } : story;
}

/** A video testimonial in the reader's language. */
export function localVideo<T extends { id: number; title: string; name: string; role: string }>(video: T): T {
  const text = ur() ? URDU_VIDEOS[video.id] : undefined;
  return text ? { ...video, ...text } : video;
}

/** A skill's Urdu name, or undefined when it is a tool's name that stays as it is. */
export const skillLabel = (skill: string): string | undefined => (ur() ? URDU_SKILLS[skill] : skill);

/** A Resources guide in the reader's language. */
export function localGuide<T extends { id: string; title: string; summary: string; points: string[] }>(
  guide: T,
): T {
  const text = ur() ? URDU_GUIDES[guide.id] : undefined;
  return text ? { ...guide, ...text } : guide;
}
