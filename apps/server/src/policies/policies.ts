import type { UserRole } from '@kt/shared';
import { forbidden } from '../lib/errors.ts';

/** Who is asking: the signed-in user as policies see them. */
export type Actor = {
  id: string;
  role: UserRole;
  isAdmin: boolean;
  isMediator: boolean;
  /** Programme staff (issue 36): issue and revoke credentials. */
  isProgramme?: boolean;
};

/** `true` when allowed; otherwise the reason, in words a user can read. */
type Verdict = true | string;

type Parties = { clientId: string; freelancerId: string };
const isParty = (actor: Actor, c: Parties) => actor.id === c.clientId || actor.id === c.freelancerId;

const isOwner = (actor: Actor, resource: { userId: string }) => resource.userId === actor.id;

/**
 * Every authorization rule of the server, by name: one place to read who may do what. A service
 * method asserts its policy on its first lines with `authorize(name, actor, resource)`; a route
 * whose body is costly to read (multipart uploads) asserts it before reading the body.
 */
export const policies = {
  'job:create': (actor: Actor): Verdict => actor.role === 'client' || 'Only clients can post jobs',

  'job:read-proposals': (actor: Actor, job: { userId: string }): Verdict =>
    isOwner(actor, job) || 'You do not have permission to view these proposals',

  /** Edit, close, reopen, message all applicants (issue 21): the job's owner only. */
  'job:manage': (actor: Actor, job: { userId: string }): Verdict =>
    isOwner(actor, job) || 'Only the client who posted this job can change it',

  /** Withdraw (issue 21): only the freelancer who sent the proposal. */
  'proposal:withdraw': (actor: Actor, proposal: { freelancerId: string }): Verdict =>
    proposal.freelancerId === actor.id || 'You can only withdraw your own proposals',

  'proposal:create': (actor: Actor, job: { userId: string }): Verdict => {
    if (isOwner(actor, job)) return 'You cannot apply to your own job';
    return actor.role === 'freelancer' || 'Only freelancers can submit proposals';
  },

  'proposal:decide': (actor: Actor, job: { userId: string }): Verdict =>
    isOwner(actor, job) || 'You do not have permission to update this proposal',

  /**
   * A client's e-mail address (issue 21): the client themself and freelancers they hired on a
   * contract (active or completed); nobody else. `hired` is whether the actor is such a freelancer.
   */
  'user:read-email': (actor: Pick<Actor, 'id'>, subject: { userId: string; hired: boolean }): Verdict =>
    actor.id === subject.userId || subject.hired || 'Only the client and freelancers they hired see this',

  'profile:write': (actor: Actor): Verdict =>
    actor.role === 'freelancer' || 'Only freelancers can keep a profile',

  'conversation:read': (actor: Pick<Actor, 'id'>, participantIds: readonly string[]): Verdict =>
    participantIds.includes(actor.id) || 'You do not have access to this conversation',

  'message:mark-read': (actor: Pick<Actor, 'id'>, message: { senderId: string }): Verdict =>
    message.senderId !== actor.id || 'Only the recipient can mark a message as read',

  /**
   * Admins and mediators use their powers only with two-factor authentication on (issue 14): the
   * console and mediation services assert it before anything else.
   */
  'staff:use-powers': (actor: Actor, account: { twoFactorEnabled: boolean }): Verdict => {
    if (!actor.isAdmin && !actor.isMediator && !actor.isProgramme) {
      return 'Only admins and mediators can do that';
    }
    return (
      account.twoFactorEnabled ||
      'Turn on two-factor authentication in Settings before using admin or mediator powers'
    );
  },
  /** Programme credentials (issue 36): programme staff and admins, on top of 'staff:use-powers'. */
  'credential:manage': (actor: Actor): Verdict =>
    actor.isAdmin || !!actor.isProgramme || 'Only programme staff and admins can issue credentials',
  /** Outage mode (issue 36, part 3): the same staff, on top of 'staff:use-powers'. */
  'outage:manage': (actor: Actor): Verdict =>
    actor.isAdmin || !!actor.isProgramme || 'Only programme staff and admins can declare outages',
  /** Programme content (issue 36 part 1): programme staff and admins, on top of 'staff:use-powers'. */
  'programme:edit': (actor: Actor): Verdict =>
    actor.isAdmin || !!actor.isProgramme || "Only programme staff and admins can edit the programme's pages",
  /** The operator's console (issue 18): admins only, on top of 'staff:use-powers' (2FA on). */
  'admin:use-console': (actor: Actor): Verdict => actor.isAdmin || 'Only admins can use the console',

  /** Reporting content (issue 18): any signed-in user, but not their own. */
  'report:create': (actor: Pick<Actor, 'id'>, target: { ownerId: string }): Verdict =>
    target.ownerId !== actor.id || 'You cannot report your own content',

  /** Suspending (issue 18): never oneself. */
  'user:suspend': (actor: Pick<Actor, 'id'>, target: { id: string }): Verdict =>
    target.id !== actor.id || 'You cannot suspend yourself',

  'contract:hire': (actor: Actor): Verdict => actor.role === 'client' || 'Only clients can hire freelancers',

  /** Reading a contract: its two parties and admins (anyone else is told it does not exist). */
  'contract:read': (actor: Actor, contract: Parties): Verdict =>
    isParty(actor, contract) || actor.isAdmin || 'Contract not found',

  'contract:act-as-client': (actor: Actor, contract: Parties): Verdict =>
    actor.id === contract.clientId || 'Only the client of this contract can do that',

  'contract:act-as-freelancer': (actor: Actor, contract: Parties): Verdict =>
    actor.id === contract.freelancerId || 'Only the freelancer of this contract can do that',

  'contract:act-as-party': (actor: Actor, contract: Parties): Verdict =>
    isParty(actor, contract) || 'Only the client or the freelancer of this contract can do that',

  /** A payout method or withdrawal: only its owner (anyone else is told it does not exist). */
  'wallet:own': (actor: Pick<Actor, 'id'>, resource: { userId: string }): Verdict =>
    resource.userId === actor.id || 'Payout method not found',
  /** Reviews (issue 17): only the parties of a contract review each other. */
  'review:write': (actor: Actor, contract: Parties): Verdict =>
    isParty(actor, contract) || 'Only the client or the freelancer of this contract can review it',

  'review:reply': (actor: Actor, review: { subjectId: string }): Verdict =>
    actor.id === review.subjectId || 'Only the reviewed person can reply to a review',

  /** Disputes (issue 18): its parties, the mediator assigned to it and admins read it. */
  'dispute:read': (actor: Actor, dispute: Parties & { mediatorId: string | null }): Verdict =>
    isParty(actor, dispute) || actor.isAdmin || actor.id === dispute.mediatorId || 'Dispute not found',

  'dispute:act-as-party': (actor: Actor, dispute: Parties): Verdict =>
    isParty(actor, dispute) || 'Only the client or the freelancer of this contract can do that',

  'dispute:decide': (actor: Actor, dispute: { mediatorId: string | null }): Verdict =>
    (actor.isMediator && actor.id === dispute.mediatorId) ||
    'Only the mediator assigned to this dispute can decide it',

  /** Admin-only powers (assigning mediators, granting the mediator flag). */
  'admin:act': (actor: Actor): Verdict => actor.isAdmin || 'Only admins can do that',
} satisfies Record<string, (actor: Actor, ...resource: never[]) => Verdict>;

export type PolicyName = keyof typeof policies;
type Args<P extends PolicyName> = Parameters<(typeof policies)[P]>;

/** Content an admin hid (issue 18) exists only for its owner and admins. */
export const canSeeHidden = (viewer: Pick<Actor, 'id' | 'isAdmin'> | null, ownerId: string) =>
  !!viewer && (viewer.id === ownerId || viewer.isAdmin);

/** Whether the policy allows it. */
export function can<P extends PolicyName>(name: P, ...args: Args<P>): boolean {
  return (policies[name] as (...a: Args<P>) => Verdict)(...args) === true;
}

/** Throws 403 with the policy's reason unless it allows it. */
export function authorize<P extends PolicyName>(name: P, ...args: Args<P>): void {
  const verdict = (policies[name] as (...a: Args<P>) => Verdict)(...args);
  if (verdict !== true) throw forbidden(verdict);
}
