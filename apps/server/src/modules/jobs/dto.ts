import type { AttachmentDto, JobDto, PublicUserDto } from '@kt/shared';
import type { jobAttachments, jobs } from '../../db/schema.ts';

type JobRow = typeof jobs.$inferSelect;
type AttachmentRow = typeof jobAttachments.$inferSelect;

export function toAttachmentDto(a: AttachmentRow): AttachmentDto {
  return { _id: a.id, path: a.path, originalName: a.originalName, mimeType: a.mimeType, size: a.size };
}

export function toJobDto(
  job: Omit<JobRow, 'search'>,
  client: PublicUserDto,
  attachments: AttachmentRow[],
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
    attachments: attachments.map(toAttachmentDto),
    userId: client,
    applications: applicationIds,
    hidden: job.hiddenAt ? { reason: job.hiddenReason ?? '', at: job.hiddenAt.toISOString() } : null,
  };
}
