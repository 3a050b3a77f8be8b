import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { outageListReply, outageReply, type OutageDeclareInput } from '@kt/shared';
import { api } from '@/lib/api.ts';

/** Issue 36, part 3: outages in the console (programme staff and admins). */
export const outageKeys = { all: ['admin', 'outages'] as const };

export const useOutages = () =>
  useQuery({
    queryKey: outageKeys.all,
    queryFn: () => api('/api/admin/outages', { reply: outageListReply }),
    retry: 0,
  });

export const useDeclareOutage = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OutageDeclareInput) =>
      api('/api/admin/outages', { method: 'POST', json: input, reply: outageReply }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useEndOutage = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/admin/outages/${id}/end`, { method: 'POST', reply: outageReply }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['admin'] }),
  });
};
