import { GraduationCap } from 'lucide-react';
import type { EducationDto, ProfileDto } from '@kt/shared';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { SAMPLE_EDUCATION, SAMPLE_SKILLS } from '../samples.ts';
import { BadgeList } from './badge-list.tsx';
import { PortfolioTab } from './portfolio-tab.tsx';
import { EducationPanel } from './education-panel.tsx';
import { OwnerPreview } from './owner-preview.tsx';
import { ReviewsTab, type ReplySlot } from './reviews-tab.tsx';
import { SectionCard } from './section-card.tsx';
import { SectionTitle } from './section-title.tsx';
import { countText } from '../format.ts';
import { m } from '@/paraglide/messages.js';

/** The right column: About, Skills, then the Portfolio / Reviews / Education tabs. */
export function ProfileMain({
  profile,
  isOwner,
  replySlot,
}: {
  profile: ProfileDto;
  isOwner: boolean;
  replySlot?: ReplySlot | undefined;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card>
        <CardHeader>
          <SectionTitle>{m.profiles_about()}</SectionTitle>
          <p className="text-sm font-medium text-primary" data-user-content>
            {profile.jobTitle}
          </p>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-line break-words leading-relaxed" data-user-content>
            {profile.bio}
          </p>
        </CardContent>
      </Card>

      <SectionCard title={m.profiles_skills()}>
        {profile.skills.length === 0 ? (
          <OwnerPreview isOwner={isOwner} empty={m.profiles_no_skills()}>
            <BadgeList items={SAMPLE_SKILLS} label={m.profiles_skills()} />
          </OwnerPreview>
        ) : (
          <BadgeList items={profile.skills} label={m.profiles_skills()} />
        )}
      </SectionCard>

      <Tabs defaultValue="portfolio">
        <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
          <TabsTrigger value="portfolio">{m.profiles_portfolio()}</TabsTrigger>
          <TabsTrigger value="reviews">
            {m.profiles_reviews_tab({ count: countText(profile.reviewsCount) })}
          </TabsTrigger>
          <TabsTrigger value="education">{m.profiles_education()}</TabsTrigger>
        </TabsList>
        <TabsContent value="portfolio">
          <PortfolioTab items={profile.portfolio} isOwner={isOwner} />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsTab userId={profile.userId._id} isOwner={isOwner} replySlot={replySlot} />
        </TabsContent>
        <TabsContent value="education" className="flex flex-col gap-4">
          {profile.education.length === 0 ? (
            <OwnerPreview isOwner={isOwner} empty={m.profiles_no_education()}>
              <EducationList items={SAMPLE_EDUCATION} />
            </OwnerPreview>
          ) : (
            <EducationList items={profile.education} />
          )}
          {isOwner && <EducationPanel />}
        </TabsContent>
      </Tabs>
    </div>
  );
}

function EducationList({ items }: { items: EducationDto[] }) {
  return (
    <ul className="flex flex-col gap-4" aria-label={m.profiles_education()}>
      {items.map((e) => (
        <li key={e._id}>
          <Card className="flex items-start gap-3 p-4">
            <GraduationCap className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
            <div className="min-w-0" data-user-content>
              <p className="font-semibold break-words">{e.degree}</p>
              <p className="text-sm text-muted-foreground break-words">{e.institution}</p>
              <p className="text-xs text-muted-foreground">{e.year}</p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
