import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Filled by the feature's issue. */
const routes: FastifyPluginAsyncZod = async () => {};

export default routes;
