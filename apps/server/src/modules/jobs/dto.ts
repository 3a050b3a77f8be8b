import type { AttachmentDto, JobDto, PublicUserDto } from '@kt/shared';
import type { jobs } from '../../db/schema.ts';

type JobRow = typeof jobs.$inferSelect;
export function toJobDto(
  job: Omit<JobRow, 'search'>,
  client: PublicUserDto,
  attachments: AttachmentDto[],
  applicationIds: string[],
): JobDto {
  return {
    _id: job.id,
    title: job.title,
    description: job.description,
    budgetMin: Number(job.budgetMin),
    budgetMax: Number(job.budgetMax),
    budgetType: job.budgetType,
    skills: job.skills,
    category: job.category,
    experienceLevel: job.experienceLevel,
    duration: job.duration,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    attachments,
    userId: client,
    applications: applicationIds,
    hidden: job.hiddenAt ? { reason: job.hiddenReason ?? '', at: job.hiddenAt.toISOString() } : null,
  };
}
