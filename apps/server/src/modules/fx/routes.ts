/**
 * /api/admin/fx-rates (issue 32): registered inside the console's plugin, so its guard applies (an
 * admin with two-factor on). Entering a rate is audited in the service.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fxRateInput, fxRateReply, fxRatesReply } from '@kt/shared';
import { userOf } from '../../plugins/auth.ts';
import { currentFx, enterRate, hoursOf, listRates, type FxSettings } from './rates.ts';

const fxRateRoutes =
  (fx: FxSettings): FastifyPluginAsyncZod =>
  async (app) => {
    const admin = { config: { access: 'user' as const } };

    app.get('/api/admin/fx-rates', { ...admin, schema: { response: { 200: fxRatesReply } } }, async () => ({
      success: true as const,
      provider: fx.provider.name,
      maxAgeHours: hoursOf(fx.maxAgeMs),
      current: await currentFx(app.db, fx),
      rates: await listRates(app.db),
    }));

    app.post(
      '/api/admin/fx-rates',
      { ...admin, schema: { body: fxRateInput, response: { 201: fxRateReply } } },
      async (req, reply) => {
        const rate = await enterRate(app.db, fx, userOf(req), req.body);
        return reply.code(201).send({
          success: true as const,
          message: `Rate set: Rs ${rate.rate} per $1`,
          rate,
        });
      },
    );
  };

export default fxRateRoutes;
