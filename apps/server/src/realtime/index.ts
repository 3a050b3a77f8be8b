import type { FastifyInstance } from 'fastify';

/** Attaches Socket.IO to the app's HTTP server. Filled by the messaging issue. */
export async function attachRealtime(_app: FastifyInstance): Promise<void> {}
