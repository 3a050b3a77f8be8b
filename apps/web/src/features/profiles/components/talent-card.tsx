import { Link } from 'react-router';
import { Briefcase, MapPin, ShieldCheck } from 'lucide-react';
import type { ProfileSummaryDto } from '@kt/shared';
import { CARD_LIMITS } from '@/lib/ui-tuning.ts';
import { fullName } from '@kt/shared/format';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { countText, locationText, rateText, ratingText } from '../format.ts';
import { StarRating } from './star-rating.tsx';
import { m } from '@/paraglide/messages.js';

/** A freelancer in the directory (spec section 2, /talent). */
export function TalentCard({ profile }: { profile: ProfileSummaryDto & { verified?: boolean } }) {
  const name = fullName(profile.userId);
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="talent-card">
      <div className="flex items-start gap-3">
        <div data-user-content className="shrink-0">
          <Avatar
            src={profile.profileImageThumb ?? profile.profileImage}
            name={name}
            maxInitials={1}
            className="h-14 w-14 text-lg"
          />
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-lg font-semibold leading-tight" data-user-content>
            {name}
          </h2>
          <p className="truncate text-sm font-medium text-primary" data-user-content>
            {profile.jobTitle}
          </p>
          {profile.verified && (
            <p className="mt-1 flex items-center gap-1 text-xs font-semibold text-emerald-800 dark:text-emerald-300">
              <ShieldCheck className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {m.profiles_programme_verified()}
            </p>
          )}
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
            {profile.location ? (
              <span className="truncate" data-user-content>
                {profile.location}
              </span>
            ) : (
              <span className="truncate">{locationText(profile.location)}</span>
            )}
          </p>
        </div>
      </div>
      <p className="line-clamp-3 break-words text-sm text-muted-foreground" data-user-content>
        {profile.bio}
      </p>
      {profile.services.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={m.profiles_services()} data-user-content>
          {profile.services.slice(0, CARD_LIMITS.directoryServiceBadges).map((s) => (
            <li key={s}>
              <Badge variant="secondary" className="font-medium">
                {s}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {profile.reviewsCount === 0 ? (
          <span className="text-muted-foreground">{m.profiles_no_reviews_yet()}</span>
        ) : (
          <span className="inline-flex items-center gap-1">
            <StarRating rating={profile.rating} />
            <span className="font-medium">{ratingText(profile.rating)}</span>
            <span className="text-muted-foreground">
              {m.profiles_card_reviews({
                count: profile.reviewsCount,
                shown: countText(profile.reviewsCount),
              })}
            </span>
          </span>
        )}
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Briefcase className="h-3.5 w-3.5" aria-hidden="true" />
          {m.profiles_card_jobs({ count: profile.completedJobs, shown: countText(profile.completedJobs) })}
        </span>
      </div>
      <div className="flex items-center justify-between gap-3 border-t pt-4">
        <span className="text-lg font-bold">
          <bdi>{rateText(profile.hourlyRate)}</bdi>
        </span>
        <Link
          to={`/u/${profile.userId._id}`}
          state={{ from: 'talent' }}
          className={buttonClass('default', 'sm')}
        >
          {m.profiles_view_profile()}
        </Link>
      </div>
    </Card>
  );
}
