import { MapPin } from 'lucide-react';
import { CARD_LIMITS } from '@/lib/ui-tuning.ts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { SampleBadge } from '@/components/sample-badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { m } from '@/paraglide/messages.js';

export type FreelancerCardProps = {
  name: string;
  title: string;
  description: string;
  image?: string | undefined;
  skills: string[];
  location?: string | undefined;
  /** Illustrative, not a real person's profile: labelled "Sample" (decision 004). */
  sample?: boolean | undefined;
};

/**
 * The home page's freelancer card: avatar (initials fallback), name, title, place, two lines, two skills.
 * What a card says is the person's own profile (user content: not translated).
 */
export function FreelancerCard({
  name,
  title,
  description,
  image,
  skills,
  location,
  sample,
}: FreelancerCardProps) {
  return (
    <Card className="flex h-full flex-col gap-3 p-5" data-user-content>
      <div className="flex items-center gap-3">
        <Avatar src={image} name={name} maxInitials={CARD_LIMITS.initials} className="h-14 w-14 text-lg" />
        <div className="min-w-0">
          {sample && <SampleBadge />}
          <h3 className="font-semibold leading-snug">{name}</h3>
          <p className="text-sm leading-snug text-primary">{title}</p>
          {location && (
            <p className="flex items-center gap-1 text-xs text-muted-foreground">
              <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              {location}
            </p>
          )}
        </div>
      </div>
      <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p>
      <ul className="mt-auto flex flex-wrap gap-1.5" aria-label={m.home_skills()}>
        {skills.slice(0, CARD_LIMITS.homeFreelancerSkills).map((skill) => (
          <li key={skill}>
            <Badge variant="outline">{skill}</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
