import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import {
  applications,
  contentReports,
  contractEvents,
  contracts,
  credentials,
  disputeEvents,
  disputeEvidence,
  disputes,
  jobs,
  messages,
  milestones,
  notificationPreferences,
  notifications,
  payments,
  payoutMethods,
  profiles,
  reviews,
  sessions,
  withdrawals,
  fxRates,
} from '../../db/schema.ts';
import { toUserDto } from '../../lib/user-dto.ts';
import type { AuthUser } from '../../sessions/store.ts';
import { listEntries } from '../wallet/balances.ts';
import { maskAccount } from '../wallet/methods.ts';
import { toWithdrawalDto } from '../wallet/withdrawals.ts';
import { deviceOf } from './account-sessions.ts';

/** Every page of the user's wallet entries, as the wallet shows them (newest first). */
async function allEntries(db: Executor, user: AuthUser) {
  const actor = { id: user.id, role: user.role, isAdmin: user.isAdmin, isMediator: user.isMediator };
  const all = [];
  let cursor: string | undefined;
  do {
    const page = await listEntries(db, actor, cursor ? { cursor } : {});
    all.push(...page.entries);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * Everything the platform keeps about the user ("everything we keep about you", issue 34), as one
 * JSON document: account, profile, jobs, proposals, messages sent, contracts with their milestones
 * and activity, wallet entries, withdrawals, payout methods (account numbers masked), reviews given
 * and received (received ones once published), disputes on their contracts with their steps and
 * evidence (file names, not files), reports filed, notifications and e-mail preferences, sessions.
 * No secrets: no password or token hashes, no 2FA secrets or recovery codes.
 */
export async function exportData(db: Executor, user: AuthUser) {
  const own = eq(contracts.clientId, user.id);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
  const ownJobs = await db.select().from(jobs).where(eq(jobs.userId, user.id));
  const proposals = await db.select().from(applications).where(eq(applications.freelancerId, user.id));
  const sent = await db.select().from(messages).where(eq(messages.senderId, user.id));
  const notes = await db.select().from(notifications).where(eq(notifications.userId, user.id));
  const preferences = await db
    .select({ type: notificationPreferences.type, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const live = await db.select().from(sessions).where(eq(sessions.userId, user.id));
  const contractRows = await db
    .select()
    .from(contracts)
    .where(or(own, eq(contracts.freelancerId, user.id)))
    .orderBy(asc(contracts.createdAt));
  const contractIds = contractRows.map((c) => c.id);
  const someContract = <T>(run: (ids: string[]) => Promise<T[]>) =>
    contractIds.length ? run(contractIds) : Promise.resolve([] as T[]);
  const milestoneRows = await someContract((ids) =>
    db.select().from(milestones).where(inArray(milestones.contractId, ids)).orderBy(asc(milestones.position)),
  );
  const activity = await someContract((ids) =>
    db
      .select()
      .from(contractEvents)
      .where(inArray(contractEvents.contractId, ids))
      .orderBy(asc(contractEvents.createdAt)),
  );
  const disputeRows = await someContract((ids) =>
    db.select().from(disputes).where(inArray(disputes.contractId, ids)).orderBy(asc(disputes.createdAt)),
  );
  const disputeIds = disputeRows.map((d) => d.id);
  const steps = disputeIds.length
    ? await db
        .select()
        .from(disputeEvents)
        .where(inArray(disputeEvents.disputeId, disputeIds))
        .orderBy(asc(disputeEvents.createdAt))
    : [];
  const evidence = disputeIds.length
    ? await db
        .select({
          id: disputeEvidence.id,
          disputeId: disputeEvidence.disputeId,
          uploaderId: disputeEvidence.uploaderId,
          fileName: disputeEvidence.fileName,
          mime: disputeEvidence.mime,
          size: disputeEvidence.size,
          createdAt: disputeEvidence.createdAt,
        })
        .from(disputeEvidence)
        .where(inArray(disputeEvidence.disputeId, disputeIds))
    : [];
  const methods = await db.select().from(payoutMethods).where(eq(payoutMethods.userId, user.id));
  const withdrawn = await db
    .select({ w: withdrawals, m: payoutMethods, fx: fxRates })
    .from(withdrawals)
    .innerJoin(payoutMethods, eq(payoutMethods.id, withdrawals.payoutMethodId))
    .leftJoin(fxRates, eq(fxRates.id, withdrawals.fxRateId))
    .where(eq(withdrawals.userId, user.id))
    .orderBy(asc(withdrawals.createdAt));
  const given = await db.select().from(reviews).where(eq(reviews.authorId, user.id));
  const received = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.subjectId, user.id), isNotNull(reviews.publishedAt)));
  const reports = await db
    .select({
      id: contentReports.id,
      targetType: contentReports.targetType,
      targetId: contentReports.targetId,
      reason: contentReports.reason,
      status: contentReports.status,
      resolvedAt: contentReports.resolvedAt,
      createdAt: contentReports.createdAt,
    })
    .from(contentReports)
    .where(eq(contentReports.reporterId, user.id));
  // Payments the user made into escrow (issue 31), without the provider's raw replies.
  const paid = await db
    .select({
      id: payments.id,
      milestoneId: payments.milestoneId,
      contractId: payments.contractId,
      method: payments.method,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      reference: payments.reference,
      refundReference: payments.refundReference,
      expiresAt: payments.expiresAt,
      confirmedAt: payments.confirmedAt,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.payerId, user.id))
    .orderBy(asc(payments.createdAt));
  // Programme credentials issued to the user (issue 36), each with its signed form.
  const held = await db
    .select({
      id: credentials.id,
      course: credentials.course,
      hub: credentials.hub,
      completedOn: credentials.completedOn,
      credential: credentials.jws,
      revokedAt: credentials.revokedAt,
      revokedReason: credentials.revokedReason,
      createdAt: credentials.createdAt,
    })
    .from(credentials)
    .where(eq(credentials.holderId, user.id));
  return {
    exportedAt: new Date().toISOString(),
    user: toUserDto(user),
    profile: profile ?? null,
    jobs: ownJobs,
    proposals,
    messagesSent: sent,
    contracts: contractRows.map((c) => ({
      ...c,
      milestones: milestoneRows.filter((m) => m.contractId === c.id),
      activity: activity.filter((e) => e.contractId === c.id),
    })),
    walletEntries: await allEntries(db, user),
    payments: paid,
    credentials: held,
    withdrawals: withdrawn.map((r) => toWithdrawalDto(r.w, r.m, r.fx)),
    payoutMethods: methods.map((m) => ({
      id: m.id,
      rail: m.rail,
      account: maskAccount(m.account),
      holderName: m.holderName,
      usableAt: m.usableAt,
      removedAt: m.deletedAt,
      createdAt: m.createdAt,
    })),
    reviewsGiven: given,
    reviewsReceived: received,
    disputes: disputeRows.map((d) => ({
      ...d,
      steps: steps.filter((e) => e.disputeId === d.id),
      evidence: evidence.filter((e) => e.disputeId === d.id),
    })),
    reportsFiled: reports,
    notifications: notes,
    notificationPreferences: preferences,
    sessions: live.map((s) => ({
      device: deviceOf(s.userAgent),
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
    })),
  };
}
