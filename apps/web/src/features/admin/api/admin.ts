import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminUserDetailReply,
  adminUserReply,
  adminUsersReply,
  adminWithdrawalReply,
  adminWithdrawalsReply,
  auditReply,
  contactInboxReply,
  disputeListReply,
  fxRateReply,
  fxRatesReply,
  type FxRateInput,
  ledgerReply,
  okReply,
  payoutBatchReply,
  payoutBatchesReply,
  payoutResultsReply,
  programmeToggleReply,
  reportCreateReply,
  reportsReply,
  type PayoutRail,
  type ReportInput,
  type SuspendInput,
} from '@kt/shared';
import { api } from '@/lib/api.ts';

export const adminKeys = {
  all: ['admin'] as const,
  users: (search: string, page: number) => ['admin', 'users', search, page] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  reports: () => ['admin', 'reports'] as const,
  contact: () => ['admin', 'contact'] as const,
  withdrawals: () => ['admin', 'withdrawals'] as const,
  ledger: () => ['admin', 'ledger'] as const,
  audit: () => ['admin', 'audit'] as const,
  disputes: () => ['admin', 'disputes'] as const,
  payoutBatches: () => ['admin', 'payout-batches'] as const,
  fxRates: () => ['admin', 'fx-rates'] as const,
};

export const useAdminUsers = (search: string, page: number) =>
  useQuery({
    queryKey: adminKeys.users(search, page),
    queryFn: () =>
      api('/api/admin/users', { reply: adminUsersReply, query: { search: search || undefined, page } }),
    retry: 0,
  });

export const useAdminUser = (id: string | null) =>
  useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: () => api(`/api/admin/users/${id}`, { reply: adminUserDetailReply }),
    enabled: !!id,
    retry: 0,
  });

/** After any console action: every console list may have changed (the audit log always has). */
const useInvalidate = () => {
  const qc = useQueryClient();
  // Not awaited: the caller's own success callback (a toast) runs even if its row leaves the list.
  return () => {
    void qc.invalidateQueries({ queryKey: adminKeys.all });
  };
};

export const useSuspend = (id: string) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: SuspendInput) =>
      api(`/api/admin/users/${id}/suspend`, { method: 'POST', json: input, reply: adminUserReply }),
    onSuccess: invalidate,
  });
};

export const useUnsuspend = (id: string) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api(`/api/admin/users/${id}/unsuspend`, { method: 'POST', reply: adminUserReply }),
    onSuccess: invalidate,
  });
};

/** The disputes engineer's route (issue 18): assigns or removes the mediator flag. */
export const useSetMediator = (id: string) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (on: boolean) => api(`/api/admin/users/${id}/mediator`, { method: 'POST', json: { on } }),
    onSuccess: invalidate,
  });
};

/** Issue 36: an admin grants or removes the programme staff flag (they issue credentials). */
export const useSetProgramme = (id: string) => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (on: boolean) =>
      api(`/api/admin/users/${id}/programme`, { method: 'POST', json: { on }, reply: programmeToggleReply }),
    onSuccess: invalidate,
  });
};

export const useReports = () =>
  useQuery({
    queryKey: adminKeys.reports(),
    queryFn: () => api('/api/admin/reports', { reply: reportsReply }),
    retry: 0,
  });

export const useResolveReport = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: 'actioned' | 'dismissed' }) =>
      api(`/api/admin/reports/${id}/resolve`, { method: 'POST', json: { outcome }, reply: okReply }),
    onSuccess: invalidate,
  });
};

export const useSetHidden = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ type, id, reason }: { type: 'job' | 'profile'; id: string; reason: string | null }) =>
      api(`/api/admin/content/${type}/${id}/${reason === null ? 'restore' : 'hide'}`, {
        method: 'POST',
        ...(reason === null ? {} : { json: { reason } }),
        reply: okReply,
      }),
    onSuccess: invalidate,
  });
};

export const useContactInbox = () =>
  useInfiniteQuery({
    queryKey: adminKeys.contact(),
    queryFn: ({ pageParam }) =>
      api('/api/admin/contact-messages', { reply: contactInboxReply, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: 0,
  });

export const useReviewWithdrawals = () =>
  useQuery({
    queryKey: adminKeys.withdrawals(),
    queryFn: () =>
      api('/api/admin/withdrawals', { reply: adminWithdrawalsReply, query: { status: 'in_review' } }),
    retry: 0,
  });

export const useDecideWithdrawal = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reject }: { id: string; reject?: string }) =>
      api(`/api/admin/withdrawals/${id}/${reject === undefined ? 'approve' : 'reject'}`, {
        method: 'POST',
        ...(reject === undefined ? {} : { json: { reason: reject } }),
        reply: adminWithdrawalReply,
      }),
    onSuccess: invalidate,
  });
};

export const useLedger = () =>
  useQuery({
    queryKey: adminKeys.ledger(),
    queryFn: () => api('/api/admin/ledger', { reply: ledgerReply }),
    retry: 0,
  });

export const useAudit = () =>
  useInfiniteQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam }) => api('/api/admin/audit', { reply: auditReply, query: { cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: 0,
  });

export const useDisputes = () =>
  useQuery({
    queryKey: adminKeys.disputes(),
    queryFn: () => api('/api/disputes', { reply: disputeListReply }),
    retry: 0,
  });

export const useReport = () =>
  useMutation({
    mutationFn: (input: ReportInput) =>
      api('/api/reports', { method: 'POST', json: input, reply: reportCreateReply }),
  });

export const usePayoutBatches = () =>
  useQuery({
    queryKey: adminKeys.payoutBatches(),
    queryFn: () => api('/api/admin/payout-batches', { reply: payoutBatchesReply }),
    retry: 0,
  });

/** Creates a batch, marks one sent or cancels one. */
export const usePayoutBatchAction = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (a: { kind: 'create'; rail: PayoutRail } | { kind: 'sent' | 'cancel'; id: string }) =>
      a.kind === 'create'
        ? api('/api/admin/payout-batches', {
            method: 'POST',
            json: { rail: a.rail },
            reply: payoutBatchReply,
          })
        : api(`/api/admin/payout-batches/${a.id}/${a.kind}`, { method: 'POST', reply: payoutBatchReply }),
    onSuccess: invalidate,
  });
};

/** Records the bank's results file (CSV as it came) for a sent batch. */
export const usePayoutResults = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, csv }: { id: string; csv: string }) =>
      api(`/api/admin/payout-batches/${id}/results`, { method: 'POST', csv, reply: payoutResultsReply }),
    onSuccess: invalidate,
  });
};

/** The USD→PKR rate (issue 32): the newest, whether it may be used, and the history. */
export const useFxRates = () =>
  useQuery({
    queryKey: adminKeys.fxRates(),
    queryFn: () => api('/api/admin/fx-rates', { reply: fxRatesReply }),
    retry: 0,
  });

/** Enters the day's rate (FX_PROVIDER=manual). */
export const useSetFxRate = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: FxRateInput) =>
      api('/api/admin/fx-rates', { method: 'POST', json: input, reply: fxRateReply }),
    onSuccess: invalidate,
  });
};
