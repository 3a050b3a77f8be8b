import { getLocale } from '@/paraglide/runtime.js';
import { URDU_GUIDES } from './ur/resources.ts';

const ur = () => getLocale() === 'ur';

/** A Resources guide in the reader's language. */
export function localGuide<T extends { id: string; title: string; summary: string; points: string[] }>(
  guide: T,
): T {
  const text = ur() ? URDU_GUIDES[guide.id] : undefined;
  return text ? { ...guide, ...text } : guide;
}
