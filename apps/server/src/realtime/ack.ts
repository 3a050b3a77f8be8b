import type { SocketAck } from '@kt/shared';

/** The last argument of a socket event when it is a function: the client's acknowledgement. */
export function ackOf(args: unknown[]): ((res: SocketAck<unknown>) => void) | undefined {
  const last = args[args.length - 1];
  return typeof last === 'function' ? (last as (res: SocketAck<unknown>) => void) : undefined;
}
