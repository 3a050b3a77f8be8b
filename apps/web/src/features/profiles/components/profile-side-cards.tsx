import { Award, Languages } from 'lucide-react';
import type { ProfileDto } from '@kt/shared';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';
import { memberSinceYear } from '../format.ts';
import { SAMPLE_CERTIFICATIONS, SAMPLE_LANGUAGES } from '../samples.ts';
import { CertificationPanel, LanguagePanel } from './owner-panels.tsx';
import { SampleNote } from './sample-note.tsx';
import { SectionTitle } from './section-title.tsx';

export function StatsCard({ profile }: { profile: ProfileDto }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Stats</SectionTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3 text-center">
          <div className="flex flex-col-reverse rounded-md bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Success Rate</dt>
            <dd className="text-2xl font-bold text-primary">{profile.successRate}%</dd>
          </div>
          <div className="flex flex-col-reverse rounded-md bg-muted p-3">
            <dt className="text-xs text-muted-foreground">Member Since</dt>
            <dd className="text-2xl font-bold text-primary">
              {memberSinceYear(profile.userId.createdAt, profile.createdAt)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

export function LanguagesCard({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  const sample = profile.languages.length === 0;
  const languages = sample ? SAMPLE_LANGUAGES : profile.languages;
  return (
    <Card>
      <CardHeader>
        <SectionTitle className="flex items-center gap-2">
          <Languages className="h-5 w-5 text-primary" aria-hidden="true" />
          Languages
        </SectionTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sample && <SampleNote>Sample languages, shown until real ones are added.</SampleNote>}
        <ul className="flex flex-wrap gap-2" aria-label="Languages">
          {languages.map((language) => (
            <li key={language}>
              <Badge variant="secondary" className="text-sm font-medium">
                {language}
              </Badge>
            </li>
          ))}
        </ul>
        {isOwner && <LanguagePanel />}
      </CardContent>
    </Card>
  );
}

export function CertificationsCard({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  const sample = profile.certifications.length === 0;
  const certifications = sample ? SAMPLE_CERTIFICATIONS : profile.certifications;
  return (
    <Card>
      <CardHeader>
        <SectionTitle className="flex items-center gap-2">
          <Award className="h-5 w-5 text-primary" aria-hidden="true" />
          Certifications
        </SectionTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {sample && <SampleNote>Sample certifications, shown until real ones are added.</SampleNote>}
        <ul className="flex flex-col gap-3" aria-label="Certifications">
          {certifications.map((c) => (
            <li key={c._id} className="border-l-2 border-primary/40 pl-3">
              <p className="font-medium break-words">{c.name}</p>
              <p className="text-sm text-muted-foreground break-words">
                {c.issuer} · {c.year}
              </p>
            </li>
          ))}
        </ul>
        {isOwner && <CertificationPanel />}
      </CardContent>
    </Card>
  );
}
