import { endpoints } from '@amoret/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { visitorCountry } from '../../platform/geoip.ts';
import { memberContextOf } from '../../platform/request-context.ts';
import { currencyFor, paymentCountry } from '../payments/pricing.ts';
import { lookupDiscount, stayCode } from './discounts.service.ts';

/** Discount codes: looking one up (or the welcome code), and the personal code of the offer to stay. */
export async function discountsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...endpointRoute(endpoints.discounts.discountCode),
    handler: async (request) => {
      const ctx = await memberContextOf(request);
      const country = paymentCountry(
        request.site,
        request.query.country,
        visitorCountry(request, app.config.geoipCountryHeader),
      );
      return lookupDiscount(app.db, ctx, request.query, {
        country,
        currency: currencyFor(request.site, country),
      });
    },
  });

  api.route({
    ...endpointRoute(endpoints.discounts.stayCode),
    handler: async (request) => stayCode(app.db, await memberContextOf(request)),
  });
}
