import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  disputeGetReply,
  disputeListReply,
  type DisputeListQuery,
  type DisputeListReply,
  type DisputeOpenInput,
  type DisputeReply,
  type DisputeGetReply,
} from '@kt/shared';
import { ApiError, api } from '@/lib/api.ts';

export const disputeKeys = {
  all: ['disputes'] as const,
  list: (q: DisputeListQuery) => ['disputes', 'list', q] as const,
  detail: (id: string) => ['disputes', 'detail', id] as const,
};

export const useDisputes = (query: DisputeListQuery, enabled: boolean) =>
  useQuery({
    queryKey: disputeKeys.list(query),
    queryFn: () =>
      api<DisputeListReply>('/api/disputes', {
        query: { state: query.state, milestoneId: query.milestoneId },
        reply: disputeListReply,
      }),
    enabled,
    retry: 0,
  });

export const useDispute = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: disputeKeys.detail(id),
    queryFn: () =>
      api<DisputeGetReply>(`/api/disputes/${encodeURIComponent(id)}`, { reply: disputeGetReply }),
    enabled,
    retry: 0,
  });

/**
 * A money-moving call with an Idempotency-Key made once per intent: a retry after a network error
 * (same variables) reuses it, so a double click never settles twice.
 */
const pendingKeys = new Map<string, string>();
function keyed<V>(make: (v: V, key: string) => Promise<DisputeReply>) {
  return async (v: V): Promise<DisputeReply> => {
    const id = JSON.stringify(v);
    const key = pendingKeys.get(id) ?? crypto.randomUUID();
    pendingKeys.set(id, key);
    try {
      const reply = await make(v, key);
      pendingKeys.delete(id);
      return reply;
    } catch (err) {
      if (!(err instanceof ApiError && err.isNetwork)) pendingKeys.delete(id);
      throw err;
    }
  };
}

/** After any dispute step: the dispute, the lists and the contract it moves money on are stale. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (res: DisputeReply) => {
    queryClient.setQueryData(disputeKeys.detail(res.dispute._id), { success: true, dispute: res.dispute });
    void queryClient.invalidateQueries({ queryKey: ['disputes', 'list'] });
    // The contracts feature's query keys start with 'contracts'; its page shows the milestone.
    void queryClient.invalidateQueries({ queryKey: ['contracts'] });
  };
}

export function useOpenDispute() {
  const refresh = useRefresh();
  return useMutation<DisputeReply, Error, { milestoneId: string; input: DisputeOpenInput }>({
    mutationFn: keyed(({ milestoneId, input }, key) =>
      api<DisputeReply>(`/api/milestones/${milestoneId}/dispute`, {
        method: 'POST',
        json: input,
        headers: { 'Idempotency-Key': key },
      }),
    ),
    onSuccess: refresh,
  });
}

export type DisputeStep = {
  action: 'respond' | 'escalate' | 'decide' | 'assign';
  body?: Record<string, unknown>;
};

/** respond, escalate, decide or assign on one dispute. */
export function useDisputeStep(disputeId: string) {
  const refresh = useRefresh();
  return useMutation<DisputeReply, Error, DisputeStep>({
    mutationFn: keyed(({ action, body }: DisputeStep, key) =>
      api<DisputeReply>(`/api/disputes/${disputeId}/${action}`, {
        method: 'POST',
        json: body ?? {},
        headers: { 'Idempotency-Key': key },
      }),
    ),
    onSuccess: refresh,
  });
}

export function useAddEvidence(disputeId: string) {
  const refresh = useRefresh();
  return useMutation<DisputeReply, Error, File[]>({
    mutationFn: (files) => {
      const form = new FormData();
      for (const f of files) form.append('files', f);
      return api<DisputeReply>(`/api/disputes/${disputeId}/evidence`, {
        method: 'POST',
        form,
        timeoutMs: 60_000,
      });
    },
    onSuccess: refresh,
  });
}
