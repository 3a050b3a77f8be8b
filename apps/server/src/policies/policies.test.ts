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

  it('answers 403 through the error handler', () => {
    try {
      authorize('job:create', freelancer);
    } catch (err) {
      expect((err as { statusCode: number }).statusCode).toBe(403);
    }
    expect.assertions(1);
  });
});
