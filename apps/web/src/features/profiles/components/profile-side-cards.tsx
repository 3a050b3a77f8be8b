import { Award, Languages } from 'lucide-react';
import type { ProfileDto } from '@kt/shared';
import { memberSinceYear } from '../format.ts';
import { SAMPLE_CERTIFICATIONS, SAMPLE_LANGUAGES } from '../samples.ts';
import { BadgeList } from './badge-list.tsx';
import { CertificationPanel, LanguagePanel } from './owner-panels.tsx';
import { SampleNote } from './sample-note.tsx';
import { SectionCard } from './section-card.tsx';

export function StatsCard({ profile }: { profile: ProfileDto }) {
  return (
    <SectionCard title="Stats">
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
    </SectionCard>
  );
}

export function LanguagesCard({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  const sample = profile.languages.length === 0;
  const languages = sample ? SAMPLE_LANGUAGES : profile.languages;
  return (
    <SectionCard title="Languages" icon={Languages} contentClassName="flex flex-col gap-3">
      {sample && <SampleNote>Sample languages, shown until real ones are added.</SampleNote>}
      <BadgeList items={languages} label="Languages" />
      {isOwner && <LanguagePanel />}
    </SectionCard>
  );
}

export function CertificationsCard({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  const sample = profile.certifications.length === 0;
  const certifications = sample ? SAMPLE_CERTIFICATIONS : profile.certifications;
  return (
    <SectionCard title="Certifications" icon={Award} contentClassName="flex flex-col gap-3">
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
    </SectionCard>
  );
}
