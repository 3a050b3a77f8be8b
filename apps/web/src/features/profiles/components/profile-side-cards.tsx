import { Award, Languages } from 'lucide-react';
import type { CertificationDto, ProfileDto } from '@kt/shared';
import { memberSinceYear } from '../format.ts';
import { SAMPLE_CERTIFICATIONS, SAMPLE_LANGUAGES } from '../samples.ts';
import { BadgeList } from './badge-list.tsx';
import { CertificationPanel, LanguagePanel } from './owner-panels.tsx';
import { OwnerPreview } from './owner-preview.tsx';
import { SuccessRate } from './success-rate.tsx';
import { SectionCard } from './section-card.tsx';
import { m } from '@/paraglide/messages.js';

export function StatsCard({ profile, isOwner = false }: { profile: ProfileDto; isOwner?: boolean }) {
  return (
    <SectionCard title={m.profiles_stats()}>
      <dl className="grid grid-cols-2 gap-3 text-center">
        <SuccessRate userId={profile.userId._id} isOwner={isOwner} />
        <div className="col-span-2 flex flex-col-reverse rounded-md bg-muted p-3">
          <dt className="text-xs text-muted-foreground">{m.profiles_member_since()}</dt>
          <dd className="text-2xl font-bold text-primary">
            {memberSinceYear(profile.userId.createdAt, profile.createdAt)}
          </dd>
        </div>
      </dl>
    </SectionCard>
  );
}

export function LanguagesCard({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  return (
    <SectionCard title={m.profiles_languages()} icon={Languages} contentClassName="flex flex-col gap-3">
      {profile.languages.length === 0 ? (
        <OwnerPreview isOwner={isOwner} empty={m.profiles_no_languages()}>
          <BadgeList items={SAMPLE_LANGUAGES} label={m.profiles_languages()} />
        </OwnerPreview>
      ) : (
        <BadgeList items={profile.languages} label={m.profiles_languages()} />
      )}
      {isOwner && <LanguagePanel />}
    </SectionCard>
  );
}

export function CertificationsCard({ profile, isOwner }: { profile: ProfileDto; isOwner: boolean }) {
  return (
    <SectionCard title={m.profiles_certifications()} icon={Award} contentClassName="flex flex-col gap-3">
      {profile.certifications.length === 0 ? (
        <OwnerPreview isOwner={isOwner} empty={m.profiles_no_certifications()}>
          <CertificationList items={SAMPLE_CERTIFICATIONS} />
        </OwnerPreview>
      ) : (
        <CertificationList items={profile.certifications} />
      )}
      {isOwner && <CertificationPanel />}
    </SectionCard>
  );
}

function CertificationList({ items }: { items: CertificationDto[] }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={m.profiles_certifications()}>
      {items.map((c) => (
        <li key={c._id} className="border-s-2 border-primary/40 ps-3" data-user-content>
          <p className="font-medium break-words">{c.name}</p>
          <p className="text-sm text-muted-foreground break-words">
            {c.issuer} · {c.year}
          </p>
        </li>
      ))}
    </ul>
  );
}
