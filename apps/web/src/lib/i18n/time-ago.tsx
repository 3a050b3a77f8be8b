import { timeAgoText } from './format.ts';

/**
 * "32 minutes ago" as a span that keeps the server's words at hydration: the age is exact to the
 * minute, so a page drawn by the server a minute before it hydrates differs in this text alone
 * (React's error 418 otherwise); the next render shows the current age. `words` wraps the age in a
 * sentence ("Posted 3 hours ago").
 */
export function TimeAgo({ date, words }: { date: string | Date; words?: (ago: string) => string }) {
  const ago = timeAgoText(date);
  return <span suppressHydrationWarning>{words ? words(ago) : ago}</span>;
}
