import type { ReactNode } from 'react';
import type { ProfileDto } from '@kt/shared';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Page } from '@/components/ui/page.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { assetUrl } from '@/lib/api.ts';
import { useSession } from '@/lib/session.tsx';
import { useDrawn } from '@/lib/hydration.tsx';
import { useProfile } from '../api/get-profile.ts';
import { useUserPage } from '../api/get-user-page.ts';
import { ClientPage } from './client-page.tsx';
import { ProfileMain } from '../components/profile-main.tsx';
import type { ReplySlot } from '../components/reviews-tab.tsx';
import { ProfileNotFound } from '../components/profile-not-found.tsx';
import { CertificationsCard, LanguagesCard, StatsCard } from '../components/profile-side-cards.tsx';
import { ProfileSummaryCard, type ChatStarter } from '../components/profile-summary-card.tsx';
import { m } from '@/paraglide/messages.js';

const CREATE_PROFILE = '/profile/edit?mode=create';

/**
 * Whether the visitor arrived from the talent directory (navigation state or referrer). The server
 * does not know the referrer: a page it rendered says so once hydrated.
 */
function useFromTalent() {
  const location = useLocation();
  const drawn = useDrawn();
  const state = location.state as { from?: unknown } | null;
  return state?.from === 'talent' || (!drawn && document.referrer.includes('/talent'));
}

/**
 * /u/{id}: a freelancer's profile, or a client's page (GET /api/users/{id} says which); 'me' is
 * the signed-in user's own. `replySlot` is the reply form
 * the owner sees under reviews they have not answered (the app layer passes the reviews feature's).
 */
/** What another feature shows about a profile's moderation: the owner's 'hidden' banner, a 'Report' link. */
export type ProfileModerationSlot = (profile: {
  userId: string;
  isOwner: boolean;
  hidden: ProfileDto['hidden'];
}) => ReactNode;

export default function ProfilePage({
  chat,
  replySlot,
  moderationSlot,
}: {
  chat: ChatStarter;
  replySlot?: ReplySlot;
  moderationSlot?: ProfileModerationSlot;
}) {
  const { id = '' } = useParams();
  const isMe = id === 'me';
  const { user, status } = useSession();
  const fromTalent = useFromTalent();
  // A client has no freelancer profile: their /u/me and /u/{id} are the client page (issue 21).
  const clientMe = isMe && status === 'ready' && user?.role === 'client';
  const incomplete = isMe && status === 'ready' && user !== null && !clientMe && !user.profileCompleted;
  const person = useUserPage(clientMe ? user._id : id);
  const isClient = clientMe || person.data?.role === 'client';
  const query = useProfile(id, !isClient && (!isMe || (status === 'ready' && !incomplete)));

  if (incomplete) return <Navigate to={CREATE_PROFILE} replace />;
  if (isClient && person.data) {
    return (
      <ClientPage client={person.data} isOwner={user !== null && user._id === person.data._id} chat={chat} />
    );
  }
  // Whether the person is a client is not known yet: wait for it before saying 'not found'.
  const personPending = !isMe && person.isPending;
  if (!query.data && query.isError && !personPending) {
    console.warn('Profile failed to load:', query.error);
    return isMe ? <Navigate to={CREATE_PROFILE} replace /> : <ProfileNotFound />;
  }
  if (!query.data) {
    return (
      <Page>
        <h1 className="sr-only">{m.profiles_profile()}</h1>
        <Spinner className="py-20" label={m.profiles_loading_profile()} />
      </Page>
    );
  }

  const profile = query.data;
  const isOwner = isMe || (user !== null && user._id === profile.userId._id);
  const backToTalent = !isOwner && fromTalent;
  const cover = assetUrl(profile.coverImage);

  return (
    <Page className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={backToTalent ? '/talent' : '/'} className={buttonClass('ghost', 'sm')}>
          <ArrowLeft className="rtl:-scale-x-100 h-4 w-4" aria-hidden="true" />
          {backToTalent ? m.profiles_back_to_talent() : m.profiles_back_to_home()}
        </Link>
        {isOwner && (
          <Link to="/profile/edit" className={buttonClass('outline', 'sm')}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {m.profiles_edit_profile()}
          </Link>
        )}
      </div>
      {moderationSlot?.({ userId: profile.userId._id, isOwner, hidden: profile.hidden })}
      {cover && (
        <img
          src={cover}
          alt=""
          decoding="async"
          className="aspect-[4/1] w-full rounded-xl object-cover sm:aspect-[5/1]"
        />
      )}
      {/* Phone: summary, then About/Skills/tabs, then the side cards. Desktop: two columns. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <ProfileSummaryCard profile={profile} isOwner={isOwner} chat={chat} />
        </div>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ProfileMain profile={profile} isOwner={isOwner} replySlot={replySlot} />
        </div>
        <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-2">
          <StatsCard profile={profile} isOwner={isOwner} />
          <LanguagesCard profile={profile} isOwner={isOwner} />
          <CertificationsCard profile={profile} isOwner={isOwner} />
        </div>
      </div>
    </Page>
  );
}
