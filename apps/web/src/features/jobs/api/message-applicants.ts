import { useMutation } from '@tanstack/react-query';
import { messageApplicantsReply } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** Message All Applicants: one text into each applicant's conversation, all or nothing. */
export const messageApplicants = (jobId: string, content: string) =>
  api(`/api/jobs/${encodeURIComponent(jobId)}/message-applicants`, {
    reply: messageApplicantsReply,
    method: 'POST',
    json: { content },
  });

export const useMessageApplicants = (jobId: string) =>
  useMutation({ mutationFn: (content: string) => messageApplicants(jobId, content) });
