/** A message's time, hour:minute in the reader's locale. */
export function messageTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** An inbox row's time: the hour today, 'Yesterday', the weekday this week, else the date. */
export function conversationTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const day = 24 * 60 * 60 * 1000;
  if (d.getTime() >= startOfToday) return messageTime(iso);
  if (d.getTime() >= startOfToday - day) return 'Yesterday';
  if (d.getTime() >= startOfToday - 6 * day) return d.toLocaleDateString([], { weekday: 'short' });
  return d.toLocaleDateString([], {
    month: 'short',
    day: 'numeric',
    ...(d.getFullYear() !== now.getFullYear() ? { year: 'numeric' } : {}),
  });
}
