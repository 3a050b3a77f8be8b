import { useStartConversation } from '@/features/messages/api/start-conversation.ts';
import ProfilePage from '@/features/profiles/pages/profile-page.tsx';
import { Moderation } from '@/features/admin/components/moderation.tsx';
import { ReviewReplyForm } from '@/features/reviews/components/review-reply-form.tsx';

/**
 * /u/:id, a profile: Contact starts a chat through messaging; on the owner's Reviews tab, each
 * published review without a reply gets the reviews feature's Reply form.
 */
export default function ProfileRoute() {
  const chat = useStartConversation();
  return (
    <ProfilePage
      chat={chat}
      replySlot={(review, onReplied) => <ReviewReplyForm reviewId={review._id} onReplied={onReplied} />}
      moderationSlot={(p) => (
        <Moderation targetType="profile" targetId={p.userId} isOwner={p.isOwner} hidden={p.hidden} />
      )}
    />
  );
}
