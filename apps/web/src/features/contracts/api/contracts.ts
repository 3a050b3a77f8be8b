import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractGetReply,
  paymentReply,
  type PaymentReply,
  type ContractCreateInput,
  type ContractListReply,
  type ContractReply,
  type ContractDto,
} from '@kt/shared';
import { ApiError, api } from '@/lib/api.ts';

export const contractKeys = {
  all: ['contracts'] as const,
  list: () => ['contracts', 'list'] as const,
  detail: (id: string) => ['contracts', 'detail', id] as const,
};

export const useContracts = (enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.list(),
    queryFn: () => api<ContractListReply>('/api/contracts'),
    enabled,
    retry: 0,
  });

export const useContract = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.detail(id),
    queryFn: () =>
      api<{ success: true; contract: ContractDto }>(`/api/contracts/${encodeURIComponent(id)}`, {
        reply: contractGetReply,
      }),
    enabled,
    retry: 0,
  });

/**
 * A money-moving call with an Idempotency-Key made once per intent: a retry after a network error
 * (same variables) reuses it, so a double submit or a retry never pays twice.
 */
const pendingKeys = new Map<string, string>();
function keyed<V, R extends ContractReply>(make: (v: V, key: string) => Promise<R>) {
  return async (v: V): Promise<R> => {
    const id = JSON.stringify(v);
    const key = pendingKeys.get(id) ?? crypto.randomUUID();
    pendingKeys.set(id, key);
    try {
      const reply = await make(v, key);
      pendingKeys.delete(id);
      return reply;
    } catch (err) {
      // Only a network failure leaves the outcome unknown: keep the key for the retry.
      if (!(err instanceof ApiError && err.isNetwork)) pendingKeys.delete(id);
      throw err;
    }
  };
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation<ContractReply, Error, ContractCreateInput>({
    mutationFn: keyed((input: ContractCreateInput, key) =>
      api<ContractReply>('/api/contracts', {
        method: 'POST',
        json: input,
        headers: { 'Idempotency-Key': key },
      }),
    ),
    onSuccess: (res) => {
      queryClient.setQueryData(contractKeys.detail(res.contract._id), {
        success: true,
        contract: res.contract,
      });
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
    },
  });
}

export type StepInput = { path: string; body?: Record<string, unknown> };
/** A step's reply; funding adds the payment and where the browser goes next (issue 31). */
export type StepReply = ContractReply & Partial<Pick<PaymentReply, 'payment' | 'next'>>;

/** A payment of mine, with `next` while its checkout is open (to resume it). */
export const fetchPayment = (id: string) =>
  api<PaymentReply>(`/api/payments/${encodeURIComponent(id)}`, { reply: paymentReply });

/** One step on a contract or milestone (`/api/contracts/:id/accept`, `/api/milestones/:id/fund`, …). */
export function useContractStep(contractId: string) {
  const queryClient = useQueryClient();
  return useMutation<StepReply, Error, StepInput>({
    mutationFn: keyed(({ path, body }: StepInput, key) =>
      api<StepReply>(path, { method: 'POST', json: body ?? {}, headers: { 'Idempotency-Key': key } }),
    ),
    onSuccess: (res) => {
      queryClient.setQueryData(contractKeys.detail(contractId), { success: true, contract: res.contract });
      void queryClient.invalidateQueries({ queryKey: contractKeys.list() });
    },
  });
}
