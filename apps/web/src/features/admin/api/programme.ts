import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okReply, programmePictureReply, programmeUpdateReply, type ProgrammeKind } from '@kt/shared';
import { api } from '@/lib/api.ts';
import { programmeContentQuery } from '@/content/programme.ts';

export type ProgrammeSave = {
  kind: ProgrammeKind;
  key: string;
  version: number;
  data: Record<string, unknown>;
};

/**
 * Issue 36: save one entry of the programme's pages (or confirm it unchanged). The pages' content
 * query is refreshed after, so the console and every page of this tab show the saved entry.
 */
export const useSaveProgrammeEntry = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, key, version, data }: ProgrammeSave) =>
      api(`/api/admin/programme/${kind}/${encodeURIComponent(key)}`, {
        method: 'PUT',
        json: { version, data },
        reply: programmeUpdateReply,
      }),
    onSettled: () => void qc.invalidateQueries({ queryKey: programmeContentQuery.queryKey }),
  });
};

/** Issue 36: a picture through the checked uploads; its address goes into the entry, saved after. */
export const useUploadProgrammePicture = () =>
  useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('picture', file);
      return api('/api/admin/programme/pictures', { method: 'POST', form, reply: programmePictureReply });
    },
  });

/**
 * Issue 36: staff add an entry of a kind (a cohort, a branch, an IT hub, a course, …); without a key
 * the server makes one. The pages' content query is refreshed after.
 */
export const useAddProgrammeEntry = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, key, data }: { kind: ProgrammeKind; key?: string; data: Record<string, unknown> }) =>
      api(`/api/admin/programme/${kind}`, {
        method: 'POST',
        json: key ? { key, data } : { data },
        reply: programmeUpdateReply,
      }),
    onSettled: () => void qc.invalidateQueries({ queryKey: programmeContentQuery.queryKey }),
  });
};

/** Issue 36: staff remove an entry, read at `version` (a stale one is refused, 409). */
export const useRemoveProgrammeEntry = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, key, version }: Omit<ProgrammeSave, 'data'>) =>
      api(`/api/admin/programme/${kind}/${encodeURIComponent(key)}`, {
        method: 'DELETE',
        json: { version },
        reply: okReply,
      }),
    onSettled: () => void qc.invalidateQueries({ queryKey: programmeContentQuery.queryKey }),
  });
};
