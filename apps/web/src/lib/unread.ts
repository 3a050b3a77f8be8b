/**
 * Whether the signed-in user has unread messages (the red dot in the navigation).
 * Filled by the messaging issue: recomputed at sign-in and on new_message / message_read.
 */
export function useHasUnread(): boolean {
  return false;
}
