/** Per-socket event budget: a burst, then a steady rate. */
export const EVENT_BURST = 20;
export const EVENTS_PER_SECOND = 5;
/** A socket that keeps flooding past its budget this many times is disconnected. */
export const DROPS_BEFORE_DISCONNECT = 100;

/** A token bucket: `take()` is false when the socket has spent its budget. */
export function createThrottle(burst = EVENT_BURST, perSecond = EVENTS_PER_SECOND, now = () => Date.now()) {
  let tokens = burst;
  let last = now();
  let dropped = 0;
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      dropped += 1;
      return false;
    },
    /** True once the socket has been refused so often that it should be dropped. */
    get abusive() {
      return dropped >= DROPS_BEFORE_DISCONNECT;
    },
  };
}
