import { Briefcase, MapPin, Star, Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { SampleBadge } from '@/components/sample-badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { districtLabel } from '@/components/place-labels.ts';
import type { Story } from '@/content/programme.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { m } from '@/paraglide/messages.js';

function Stars({ rating }: { rating: number }) {
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={m.stories_rated({ rating: formatNumber(rating) })}
    >
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          className={i < rating ? 'h-4 w-4 fill-accent text-accent' : 'h-4 w-4 text-muted-foreground'}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}

/** A portrait's size as stored (320 × 320 WebP). */
const PORTRAIT = { width: 320, height: 320 };

/** One graduate's profile, in the reader's language: who they are, what they achieved, and their story. */
export function StoryCard({ story }: { story: Story }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <img
          src={story.image}
          alt=""
          width={PORTRAIT.width}
          height={PORTRAIT.height}
          loading="lazy"
          decoding="async"
          className="h-20 w-20 shrink-0 rounded-full bg-muted object-cover"
        />
        <div className="min-w-0">
          {story.sample && <SampleBadge />}
          <h3 className="text-lg font-semibold leading-tight">{story.name}</h3>
          <p className="text-sm font-medium text-primary">{story.title}</p>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="h-3.5 w-3.5" aria-hidden="true" />
            {districtLabel(story.location)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Stars rating={story.rating} />
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <Briefcase className="h-4 w-4" aria-hidden="true" />
          {m.stories_projects({ count: story.projects, shown: formatNumber(story.projects) })}
        </span>
      </div>
      <p className="text-sm">{story.description}</p>
      <p className="flex items-start gap-2 rounded-md bg-secondary p-3 text-sm font-medium text-secondary-foreground">
        <Trophy className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {story.achievement}
      </p>
      <blockquote className="flex-1 border-s-4 border-accent ps-4 text-sm italic text-muted-foreground">
        {story.story}
      </blockquote>
      <ul className="flex flex-wrap gap-1.5" aria-label={m.stories_skills()}>
        {story.skills.map((skill) => (
          <li key={skill.text}>
            <Badge variant="outline" lang={skill.lang}>
              {skill.text}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
