import { Link } from 'react-router';
import { Briefcase, ExternalLink, MapPin, MessageSquare, PoundSterling, UserPlus } from 'lucide-react';
import type { ProfileDto } from '@kt/shared';
import { fullName } from '@kt/shared/format';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { countText, locationText, rateText, ratingText, reviewsText } from '../format.ts';
import { HourlyRatePanel, LocationPanel } from './owner-panels.tsx';
import { StarRating } from './star-rating.tsx';
import { VerifiedCredentials } from './verified-credentials.tsx';
import { m } from '@/paraglide/messages.js';

const SOCIAL = [
  ['github', 'GitHub'],
  ['linkedin', 'LinkedIn'],
  ['instagram', 'Instagram'],
  ['behance', 'Behance'],
] as const;

/** Starting a chat with the profile's owner: messaging's, handed down by the app layer. */
export type ChatStarter = { start: (userId: string) => Promise<void>; starting: boolean };

type Props = { profile: ProfileDto; isOwner: boolean; chat: ChatStarter };

/** The left column's main card: who, where, links, rate, and Contact/Hire or the owner's edits. */
export function ProfileSummaryCard({ profile, isOwner, chat }: Props) {
  const name = fullName(profile.userId);
  const given = [profile.location, profile.country].filter(Boolean).join(', ');
  const links = SOCIAL.filter(([key]) => profile.socialMedia[key]);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <div data-user-content className="shrink-0">
            <Avatar
              src={profile.profileImage ?? profile.profileImageThumb}
              name={name}
              className="h-28 w-28 text-3xl ring-4 ring-background"
            />
          </div>
          <div data-user-content>
            <h1 className="text-2xl font-bold leading-tight">{name}</h1>
            <p className="mt-1 text-muted-foreground">{profile.headline}</p>
          </div>
          <p className="flex flex-wrap items-center justify-center gap-1.5 text-sm">
            {profile.reviewsCount === 0 ? (
              <span className="text-muted-foreground">{m.profiles_no_reviews_yet()}</span>
            ) : (
              <>
                <StarRating rating={profile.rating} />
                <span className="font-medium">{ratingText(profile.rating)}</span>
                <span className="text-muted-foreground">({reviewsText(profile.reviewsCount)})</span>
              </>
            )}
          </p>
          <VerifiedCredentials userId={profile.userId._id} />
        </div>

        {!isOwner && (
          <div className="grid grid-cols-2 gap-2">
            <Button onClick={() => void chat.start(profile.userId._id)} disabled={chat.starting}>
              <MessageSquare className="h-4 w-4" aria-hidden="true" />
              {m.profiles_contact()}
            </Button>
            <Link to={`/projects/new?freelancerId=${profile.userId._id}`} className={buttonClass('outline')}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              {m.profiles_hire()}
            </Link>
          </div>
        )}

        <div className="flex flex-col gap-3 border-t pt-4 text-sm">
          <div className="flex items-start gap-2">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {given ? (
              <p className="break-words" data-user-content>
                {given}
              </p>
            ) : (
              <p className="break-words">{locationText(given)}</p>
            )}
          </div>
          {isOwner && <LocationPanel current={profile.location} />}
          <div className="flex items-start gap-2">
            <PoundSterling className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="font-semibold">
              <bdi>{rateText(profile.hourlyRate)}</bdi>
            </p>
          </div>
          {isOwner && <HourlyRatePanel current={profile.hourlyRate} />}
          <div className="flex items-start gap-2">
            <Briefcase className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p>
              {m.profiles_jobs_completed({
                count: profile.completedJobs,
                shown: countText(profile.completedJobs),
              })}
            </p>
          </div>
        </div>

        {links.length > 0 && (
          <ul className="flex flex-wrap gap-2 border-t pt-4" aria-label={m.profiles_social_links()}>
            {links.map(([key, label]) => (
              <li key={key}>
                <a
                  href={profile.socialMedia[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 rounded-md border px-2.5 py-1 text-sm hover:bg-muted"
                  lang="en"
                >
                  {label}
                  <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
