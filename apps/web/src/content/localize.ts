import { getLocale } from '@/paraglide/runtime.js';
import { URDU_BRANCH_DESCRIPTIONS, urduBranchName } from './ur/branches.ts';

const ur = () => getLocale() === 'ur';

/** A branch's or hub's name in the reader's language. */
export const placeName = (name: string): string => (ur() ? urduBranchName(name) : name);

/** A branch's or hub's description in the reader's language. */
export const placeDescription = (text: string): string =>
  ur() ? (URDU_BRANCH_DESCRIPTIONS[text] ?? text) : text;
