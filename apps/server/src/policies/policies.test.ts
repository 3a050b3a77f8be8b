import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authorize, can, canSeeHidden, policies, type Actor } from './policies.ts';

const actor = (over: Partial<Actor> = {}): Actor => ({
  id: 'u1',
  role: 'freelancer',
  isAdmin: false,
  isMediator: false,
  ...over,
});
const client = actor({ id: 'c1', role: 'client' });
const freelancer = actor({ id: 'f1' });
const job = { userId: 'c1' };

describe('policies', () => {
  it('job:create: clients only', () => {
    expect(can('job:create', client)).toBe(true);
    expect(() => authorize('job:create', freelancer)).toThrow('Only clients can post jobs');
  });

  it('job:read-proposals and proposal:decide: the job owner only, not even an admin', () => {
    expect(can('job:read-proposals', client, job)).toBe(true);
    expect(can('job:read-proposals', actor({ id: 'c2', role: 'client' }), job)).toBe(false);
    expect(can('proposal:decide', client, job)).toBe(true);
    expect(can('proposal:decide', actor({ id: 'a', isAdmin: true }), job)).toBe(false);
  });

  it('proposal:create: freelancers, never on their own job, the own-job reason first', () => {
    expect(can('proposal:create', freelancer, job)).toBe(true);
    expect(() => authorize('proposal:create', client, job)).toThrow('You cannot apply to your own job');
    expect(() => authorize('proposal:create', actor({ id: 'c2', role: 'client' }), job)).toThrow(
      'Only freelancers can submit proposals',
    );
  });

  it('job:manage: the job owner only; proposal:withdraw: the proposal freelancer only', () => {
    expect(can('job:manage', client, job)).toBe(true);
    expect(() => authorize('job:manage', actor({ id: 'c2', role: 'client' }), job)).toThrow(
      'Only the client who posted this job can change it',
    );
    expect(can('job:manage', actor({ id: 'a', isAdmin: true }), job)).toBe(false);
    expect(can('proposal:withdraw', freelancer, { freelancerId: 'f1' })).toBe(true);
    expect(() => authorize('proposal:withdraw', client, { freelancerId: 'f1' })).toThrow(
      'You can only withdraw your own proposals',
    );
  });

  it('wallet:own: the owner only, not even an admin', () => {
    expect(can('wallet:own', freelancer, { userId: 'f1' })).toBe(true);
    expect(() => authorize('wallet:own', actor({ id: 'a', isAdmin: true }), { userId: 'f1' })).toThrow(
      'Payout method not found',
    );
  });

  it('profile:write: freelancers only', () => {
    expect(can('profile:write', freelancer)).toBe(true);
    expect(can('profile:write', client)).toBe(false);
  });

  it('conversation:read: participants only; message:mark-read: the recipient only', () => {
    expect(can('conversation:read', freelancer, ['f1', 'c1'])).toBe(true);
    expect(can('conversation:read', freelancer, ['x', 'c1'])).toBe(false);
    expect(can('message:mark-read', freelancer, { senderId: 'c1' })).toBe(true);
    expect(() => authorize('message:mark-read', freelancer, { senderId: 'f1' })).toThrow(
      'Only the recipient can mark a message as read',
    );
  });

  it('staff:use-powers: admins and mediators, only with two-factor on', () => {
    const staff = (over: Partial<Actor>, twoFactorEnabled: boolean) =>
      [actor(over), { twoFactorEnabled }] as const;
    expect(can('staff:use-powers', ...staff({ isAdmin: true }, true))).toBe(true);
    expect(can('staff:use-powers', ...staff({ isMediator: true }, true))).toBe(true);
    expect(() => authorize('staff:use-powers', ...staff({ isAdmin: true }, false))).toThrow(
      'Turn on two-factor authentication in Settings before using admin or mediator powers',
    );
    expect(() => authorize('staff:use-powers', ...staff({ isMediator: true }, false))).toThrow(/two-factor/);
    expect(() => authorize('staff:use-powers', ...staff({}, true))).toThrow(
      'Only admins and mediators can do that',
    );
  });

  it('answers 403 through the error handler', () => {
    try {
      authorize('job:create', freelancer);
    } catch (err) {
      expect((err as { statusCode: number }).statusCode).toBe(403);
    }
    expect.assertions(1);
  });

  it('contract policies: parties by side, admins read but never act', () => {
    const contract = { clientId: 'c1', freelancerId: 'f1' };
    const admin = actor({ id: 'a', isAdmin: true });
    const stranger = actor({ id: 's', role: 'client' });
    expect(can('contract:hire', client)).toBe(true);
    expect(() => authorize('contract:hire', freelancer)).toThrow('Only clients can hire freelancers');
    expect([client, freelancer, admin].map((a) => can('contract:read', a, contract))).toEqual([
      true,
      true,
      true,
    ]);
    expect(can('contract:read', stranger, contract)).toBe(false);
    expect(can('contract:act-as-client', client, contract)).toBe(true);
    expect(() => authorize('contract:act-as-client', freelancer, contract)).toThrow(
      'Only the client of this contract can do that',
    );
    expect(can('contract:act-as-freelancer', freelancer, contract)).toBe(true);
    expect(can('contract:act-as-freelancer', admin, contract)).toBe(false);
    expect([client, freelancer, admin].map((a) => can('contract:act-as-party', a, contract))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('user:read-email: the client themself and freelancers they hired, nobody else (not even an admin)', () => {
    expect(can('user:read-email', client, { userId: 'c1', hired: false })).toBe(true);
    expect(can('user:read-email', freelancer, { userId: 'c1', hired: true })).toBe(true);
    expect(() => authorize('user:read-email', freelancer, { userId: 'c1', hired: false })).toThrow(
      'Only the client and freelancers they hired see this',
    );
    expect(can('user:read-email', actor({ id: 'a', isAdmin: true }), { userId: 'c1', hired: false })).toBe(
      false,
    );
  });

  it('admin:use-console and admin:act: admins only, never a mediator', () => {
    for (const name of ['admin:use-console', 'admin:act'] as const) {
      expect(can(name, actor({ id: 'a', isAdmin: true })), name).toBe(true);
      expect(can(name, actor({ id: 'm', isMediator: true })), name).toBe(false);
      expect(can(name, client), name).toBe(false);
    }
    expect(() => authorize('admin:use-console', client)).toThrow('Only admins can use the console');
    expect(() => authorize('admin:act', actor({ id: 'm', isMediator: true }))).toThrow(
      'Only admins can do that',
    );
  });

  it('outage:manage and programme:edit: programme staff and admins, never a mediator or a user', () => {
    for (const name of ['outage:manage', 'programme:edit'] as const) {
      expect(can(name, actor({ isProgramme: true }))).toBe(true);
      expect(can(name, actor({ isAdmin: true }))).toBe(true);
      expect(can(name, actor({ isMediator: true }))).toBe(false);
      expect(can(name, client)).toBe(false);
      expect(can(name, freelancer)).toBe(false);
    }
    expect(() => authorize('outage:manage', client)).toThrow(
      'Only programme staff and admins can declare outages',
    );
    expect(() => authorize('programme:edit', freelancer)).toThrow(
      "Only programme staff and admins can edit the programme's pages",
    );
  });

  it('credential:manage: programme staff and admins, never a mediator; staff powers need two-factor', () => {
    expect(can('credential:manage', actor({ isProgramme: true }))).toBe(true);
    expect(can('credential:manage', actor({ isAdmin: true }))).toBe(true);
    expect(() => authorize('credential:manage', actor({ isMediator: true }))).toThrow(
      'Only programme staff and admins can issue credentials',
    );
    expect(can('credential:manage', client)).toBe(false);
    expect(can('staff:use-powers', actor({ isProgramme: true }), { twoFactorEnabled: true })).toBe(true);
    expect(can('staff:use-powers', actor({ isProgramme: true }), { twoFactorEnabled: false })).toBe(false);
    expect(can('admin:use-console', actor({ isProgramme: true }))).toBe(false);
  });

  it("report:create: anyone's content but their own; user:suspend: anyone but oneself", () => {
    expect(can('report:create', freelancer, { ownerId: 'c1' })).toBe(true);
    expect(() => authorize('report:create', client, { ownerId: 'c1' })).toThrow(
      'You cannot report your own content',
    );
    const admin = actor({ id: 'a', isAdmin: true });
    expect(can('user:suspend', admin, { id: 'c1' })).toBe(true);
    expect(() => authorize('user:suspend', admin, { id: 'a' })).toThrow('You cannot suspend yourself');
  });

  it("review:write: the contract's parties only; review:reply: the reviewed person only", () => {
    const contract = { clientId: 'c1', freelancerId: 'f1' };
    const admin = actor({ id: 'a', isAdmin: true });
    expect([client, freelancer, admin].map((a) => can('review:write', a, contract))).toEqual([
      true,
      true,
      false,
    ]);
    expect(() => authorize('review:write', actor({ id: 's' }), contract)).toThrow(
      'Only the client or the freelancer of this contract can review it',
    );
    expect(can('review:reply', freelancer, { subjectId: 'f1' })).toBe(true);
    // The author of the review (the other party) does not reply to it, nor does an admin.
    expect(can('review:reply', client, { subjectId: 'f1' })).toBe(false);
    expect(() => authorize('review:reply', admin, { subjectId: 'f1' })).toThrow(
      'Only the reviewed person can reply to a review',
    );
  });

  it('dispute policies: parties and the assigned mediator read; parties act; only that mediator decides', () => {
    const dispute = { clientId: 'c1', freelancerId: 'f1', mediatorId: 'm1' };
    const admin = actor({ id: 'a', isAdmin: true });
    const mediator = actor({ id: 'm1', isMediator: true });
    const otherMediator = actor({ id: 'm2', isMediator: true });
    expect(
      [client, freelancer, admin, mediator, otherMediator].map((a) => can('dispute:read', a, dispute)),
    ).toEqual([true, true, true, true, false]);
    expect(() => authorize('dispute:read', actor({ id: 's' }), dispute)).toThrow('Dispute not found');
    expect([client, freelancer, admin, mediator].map((a) => can('dispute:act-as-party', a, dispute))).toEqual(
      [true, true, false, false],
    );
    expect(can('dispute:decide', mediator, dispute)).toBe(true);
    expect(can('dispute:decide', otherMediator, dispute)).toBe(false);
    // An admin is not a mediator; a user whose mediator flag was taken away no longer decides.
    expect(can('dispute:decide', admin, dispute)).toBe(false);
    expect(() => authorize('dispute:decide', actor({ id: 'm1' }), dispute)).toThrow(
      'Only the mediator assigned to this dispute can decide it',
    );
    expect(can('dispute:decide', mediator, { mediatorId: null })).toBe(false);
  });

  it('canSeeHidden: hidden content exists for its owner and admins only', () => {
    expect(canSeeHidden(client, 'c1')).toBe(true);
    expect(canSeeHidden(actor({ id: 'a', isAdmin: true }), 'c1')).toBe(true);
    expect(canSeeHidden(freelancer, 'c1')).toBe(false);
    expect(canSeeHidden(null, 'c1')).toBe(false);
  });

  it('tests every policy (decision 011): each name is asked here at least once', () => {
    const text = fs.readFileSync(new URL(import.meta.url), 'utf8');
    const untested = Object.keys(policies).filter(
      (name) => !new RegExp(`(can|authorize)\\('${name}'|'${name}'(,| as const)`).test(text),
    );
    expect(untested).toEqual([]);
  });
});
