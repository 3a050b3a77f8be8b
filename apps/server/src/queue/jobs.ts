/**
 * Every durable job, by name, with its data. A feature adds its own by augmenting this interface
 * next to the code that schedules them:
 *
 *   declare module '../../queue/jobs.ts' {
 *     interface QueueJobs { 'milestone.auto-release': { milestoneId: string } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface QueueJobs {}

export type JobName = keyof QueueJobs;
