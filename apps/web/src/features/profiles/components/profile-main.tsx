import { GraduationCap } from 'lucide-react';
import type { ProfileDto } from '@kt/shared';
import { Avatar } from '@/components/ui/avatar.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { SAMPLE_EDUCATION, SAMPLE_REVIEWS, SAMPLE_SKILLS } from '../samples.ts';
import { BadgeList } from './badge-list.tsx';
import { PortfolioTab } from './portfolio-tab.tsx';
import { SampleNote } from './sample-note.tsx';
import { SectionCard } from './section-card.tsx';
import { StarRating } from './star-rating.tsx';
import { SectionTitle } from './section-title.tsx';

/** The right column: About, Skills, then the Portfolio / Reviews / Education tabs. */
export function ProfileMain({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  const sampleSkills = profile.skills.length === 0;
  const skills = sampleSkills ? SAMPLE_SKILLS : profile.skills;
  const sampleReviews = profile.reviews.length === 0;
  const reviews = sampleReviews ? SAMPLE_REVIEWS : profile.reviews;
  const sampleEducation = profile.education.length === 0;
  const education = sampleEducation ? SAMPLE_EDUCATION : profile.education;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Card>
        <CardHeader>
          <SectionTitle>About</SectionTitle>
          <p className="text-sm font-medium text-primary">{profile.jobTitle}</p>
        </CardHeader>
        <CardContent>
          <p className="whitespace-pre-line break-words leading-relaxed">{profile.bio}</p>
        </CardContent>
      </Card>

      <SectionCard title="Skills">
        {sampleSkills && <SampleNote>Sample skills, shown until real ones are added.</SampleNote>}
        <BadgeList items={skills} label="Skills" />
      </SectionCard>

      <Tabs defaultValue="portfolio">
        <TabsList className="w-full justify-start overflow-x-auto sm:w-auto">
          <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
          <TabsTrigger value="reviews">Reviews ({profile.reviewsCount})</TabsTrigger>
          <TabsTrigger value="education">Education</TabsTrigger>
        </TabsList>
        <TabsContent value="portfolio">
          <PortfolioTab items={profile.portfolio} isOwner={isOwner} />
        </TabsContent>
        <TabsContent value="reviews">
          {sampleReviews && <SampleNote>Sample reviews, shown until real client reviews arrive.</SampleNote>}
          <ul className="flex flex-col gap-4">
            {reviews.map((r) => (
              <li key={r._id}>
                <Card className="p-4">
                  <div className="flex items-start gap-3">
                    <Avatar src={r.clientAvatar} name={r.clientName} />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-semibold">{r.clientName}</p>
                        <span className="text-xs text-muted-foreground">{r.date}</span>
                      </div>
                      <StarRating rating={r.rating} />
                      <p className="mt-1 text-sm font-medium">{r.projectTitle}</p>
                      <p className="mt-1 break-words text-sm text-muted-foreground">{r.comment}</p>
                    </div>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="education">
          {sampleEducation && <SampleNote>Sample education, shown until real entries are added.</SampleNote>}
          <ul className="flex flex-col gap-4">
            {education.map((e) => (
              <li key={e._id}>
                <Card className="flex items-start gap-3 p-4">
                  <GraduationCap className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{e.degree}</p>
                    <p className="text-sm text-muted-foreground break-words">{e.institution}</p>
                    <p className="text-xs text-muted-foreground">{e.year}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>
      </Tabs>
    </div>
  );
}
