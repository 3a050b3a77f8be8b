import type { ProfileDto, ProfileSummaryDto } from '@kt/shared';
import type {
  portfolioItems,
  profileCertifications,
  profileEducation,
  profileLanguages,
  profiles,
  users,
} from '../../db/schema.ts';

export type ProfileRow = Omit<typeof profiles.$inferSelect, 'search'>;
export type ProfileOwner = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'profileImage' | 'createdAt'
>;

/** A profile row and its user, as the directory lists it (`userId` populated). */
export function toProfileSummary(p: ProfileRow, owner: ProfileOwner): ProfileSummaryDto {
  return {
    _id: p.id,
    userId: {
      _id: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      profileImage: owner.profileImage,
      createdAt: owner.createdAt.toISOString(),
    },
    headline: p.headline,
    jobTitle: p.jobTitle,
    bio: p.bio,
    services: p.services,
    skills: p.skills,
    location: p.location,
    country: p.country,
    socialMedia: p.socialMedia ?? {},
    hourlyRate: Number(p.hourlyRate),
    rating: Number(p.rating),
    reviewsCount: p.reviewsCount,
    completedJobs: p.completedJobs,
    successRate: p.successRate,
    profileImage: p.profileImage,
    profileImageThumb: p.profileImageThumb,
    coverImage: p.coverImage,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export type ProfileLists = {
  languages: (typeof profileLanguages.$inferSelect)[];
  certifications: (typeof profileCertifications.$inferSelect)[];
  portfolio: (typeof portfolioItems.$inferSelect)[];
  education: (typeof profileEducation.$inferSelect)[];
};

/** A whole profile: the summary plus its lists. Reviews arrive with a later feature. */
export function toProfileDto(p: ProfileRow, owner: ProfileOwner, lists: ProfileLists): ProfileDto {
  return {
    ...toProfileSummary(p, owner),
    languages: lists.languages.map((l) => l.language),
    certifications: lists.certifications.map((c) => ({
      _id: c.id,
      name: c.name,
      issuer: c.issuer,
      year: c.year,
    })),
    portfolio: lists.portfolio.map((item) => ({
      _id: item.id,
      title: item.title,
      description: item.description,
      image: item.image,
      link: item.link,
      tags: item.tags,
    })),
    education: lists.education.map((e) => ({
      _id: e.id,
      degree: e.degree,
      institution: e.institution,
      year: e.years,
    })),
    reviews: [],
    hidden: p.hiddenAt ? { reason: p.hiddenReason ?? '', at: p.hiddenAt.toISOString() } : null,
  };
}
