import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientEscrowReply,
  entriesReply,
  okReply,
  payoutMethodReply,
  payoutMethodsReply,
  statementReply,
  statementsReply,
  walletReply,
  withdrawalReply,
  withdrawalsReply,
  type Currency,
  type PayoutMethodInput,
} from '@kt/shared';
import { API_BASE, api } from '@/lib/api.ts';

export const walletKeys = {
  all: ['wallet'] as const,
  summary: (currency?: Currency) => ['wallet', 'summary', currency ?? null] as const,
  entries: (filters: EntryFilters) => ['wallet', 'entries', filters] as const,
  methods: () => ['wallet', 'methods'] as const,
  withdrawals: () => ['wallet', 'withdrawals'] as const,
  escrow: () => ['wallet', 'escrow'] as const,
  statements: () => ['wallet', 'statements'] as const,
  statement: (month: string) => ['wallet', 'statements', month] as const,
};

export type EntryFilters = { currency?: Currency; account?: string; kind?: string };

export const useWallet = (enabled: boolean, currency?: Currency) =>
  useQuery({
    queryKey: walletKeys.summary(currency),
    queryFn: () => api('/api/wallet', { reply: walletReply, query: { currency } }),
    enabled,
    retry: 0,
  });

export const useEntries = (enabled: boolean, filters: EntryFilters) =>
  useInfiniteQuery({
    queryKey: walletKeys.entries(filters),
    queryFn: ({ pageParam }) =>
      api('/api/wallet/entries', { reply: entriesReply, query: { ...filters, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    retry: 0,
  });

export const usePayoutMethods = (enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.methods(),
    queryFn: () => api('/api/wallet/payout-methods', { reply: payoutMethodsReply }),
    enabled,
    retry: 0,
  });

const OPEN = ['in_review', 'processing', 'sent'];
export const useWithdrawals = (enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.withdrawals(),
    queryFn: () => api('/api/wallet/withdrawals', { reply: withdrawalsReply }),
    enabled,
    retry: 0,
    // Follow a withdrawal on its way: ask again every few seconds while one is open.
    refetchInterval: (q) =>
      q.state.data?.withdrawals.some((w) => OPEN.includes(w.status) && w.status !== 'in_review')
        ? 2000
        : false,
  });

function useInvalidateWallet() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

export function useAddPayoutMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (input: PayoutMethodInput) =>
      api('/api/wallet/payout-methods', {
        reply: payoutMethodReply,
        method: 'POST',
        json: input,
      }),
    onSuccess: invalidate,
  });
}

export function useRemovePayoutMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (id: string) => api(`/api/wallet/payout-methods/${id}`, { reply: okReply, method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export type WithdrawRequest = {
  amount: number;
  currency: Currency;
  payoutMethodId: string;
  key: string;
  /** The exchange rate shown before confirming (dollars paid in rupees). */
  fxRateId?: string;
};

/** The key is made when the user confirms and reused on a retry, so a withdrawal happens once. */
export function useWithdraw() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ key, ...body }: WithdrawRequest) =>
      api('/api/wallet/withdrawals', {
        reply: withdrawalReply,
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: invalidate,
  });
}

/** A client's escrow per contract and the receipts of their funded milestones. */
export const useClientEscrow = (enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.escrow(),
    queryFn: () => api('/api/wallet/escrow', { reply: clientEscrowReply }),
    enabled,
    retry: 0,
  });

/** The months that have a statement, newest first. */
export const useStatements = (enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.statements(),
    queryFn: () => api('/api/wallet/statements', { reply: statementsReply }),
    enabled,
    retry: 0,
  });

export const useStatement = (month: string, enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.statement(month),
    queryFn: () => api(`/api/wallet/statements/${encodeURIComponent(month)}`, { reply: statementReply }),
    enabled,
    retry: 0,
  });

/** The CSV download of a month (a plain link: the session cookie goes with it). */
export const statementCsvUrl = (month: string) =>
  `${API_BASE}/api/wallet/statements/${encodeURIComponent(month)}.csv`;
