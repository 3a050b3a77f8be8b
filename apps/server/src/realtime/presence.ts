import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Who is online: a user is while any socket of theirs is connected, on any node. */
export interface Presence {
  /** Records a socket; true when it is the user's first (they just came online). */
  add(userId: string, socketId: string): Promise<boolean>;
  /** Forgets a socket; true when it was the user's last (they just went offline). */
  remove(userId: string, socketId: string): Promise<boolean>;
  online(userIds: readonly string[]): Promise<Set<string>>;
  close(): void;
}

/** One node: a set of socket ids per user, in memory. */
export function localPresence(): Presence {
  const sockets = new Map<string, Set<string>>();
  return {
    async add(userId, socketId) {
      const set = sockets.get(userId) ?? new Set<string>();
      sockets.set(userId, set);
      set.add(socketId);
      return set.size === 1;
    },
    async remove(userId, socketId) {
      const set = sockets.get(userId);
      if (!set?.delete(socketId)) return false;
      if (set.size > 0) return false;
      sockets.delete(userId);
      return true;
    },
    async online(userIds) {
      return new Set(userIds.filter((id) => (sockets.get(id)?.size ?? 0) > 0));
    },
    close() {
      sockets.clear();
    },
  };
}

const KEY_PREFIX = 'kt:presence:';
/** An entry not refreshed for this long belongs to a node that died: it no longer counts. */
export const PRESENCE_TTL_MS = 60_000;
const REFRESH_MS = 20_000;

/**
 * Many nodes: one sorted set per user in Redis, members `node:socket`, scores their expiry. Each node
 * refreshes its own sockets' entries, so a crashed node's sockets expire instead of staying online.
 */
export function redisPresence(redis: Redis, onError: (err: Error) => void): Presence {
  const node = randomUUID();
  const mine = new Map<string, string>(); // member -> userId
  const key = (userId: string) => `${KEY_PREFIX}${userId}`;
  const member = (socketId: string) => `${node}:${socketId}`;

  const refresh = async () => {
    if (mine.size === 0) return;
    const expiry = Date.now() + PRESENCE_TTL_MS;
    const pipe = redis.pipeline();
    for (const [m, userId] of mine) {
      pipe.zadd(key(userId), expiry, m);
      pipe.pexpire(key(userId), PRESENCE_TTL_MS);
    }
    await pipe.exec();
  };
  const timer = setInterval(() => void refresh().catch(onError), REFRESH_MS);
  timer.unref();

  return {
    async add(userId, socketId) {
      const m = member(socketId);
      mine.set(m, userId);
      const now = Date.now();
      const res = await redis
        .multi()
        .zremrangebyscore(key(userId), '-inf', now)
        .zadd(key(userId), now + PRESENCE_TTL_MS, m)
        .pexpire(key(userId), PRESENCE_TTL_MS)
        .zcard(key(userId))
        .exec();
      return Number(res?.[3]?.[1] ?? 0) === 1;
    },
    async remove(userId, socketId) {
      const m = member(socketId);
      mine.delete(m);
      const res = await redis
        .multi()
        .zrem(key(userId), m)
        .zremrangebyscore(key(userId), '-inf', Date.now())
        .zcard(key(userId))
        .exec();
      return Number(res?.[0]?.[1] ?? 0) === 1 && Number(res?.[2]?.[1] ?? 0) === 0;
    },
    async online(userIds) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return new Set();
      const now = Date.now();
      const pipe = redis.pipeline();
      for (const id of ids) pipe.zcount(key(id), now, '+inf');
      const res = (await pipe.exec()) ?? [];
      return new Set(ids.filter((_, i) => Number(res[i]?.[1] ?? 0) > 0));
    },
    close() {
      clearInterval(timer);
    },
  };
}
