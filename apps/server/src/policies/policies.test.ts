import { describe, expect, it } from 'vitest';
import { authorize, can, type Actor } from './policies.ts';

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
});
