import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../platform/endpoint-route.ts';
import { visitorCountry } from '../../platform/geoip.ts';
import type { PaymentProviders } from '../../platform/payments/provider.ts';
import { contextOf, memberContextOf } from '../../platform/request-context.ts';
import { priceListDiscount } from '../discounts/discounts.service.ts';
import { listPackages } from './packages.service.ts';
import type { SyncDeps } from './payment-sync.service.ts';
import { currencyFor, paymentCountry } from './pricing.ts';
import { startPayment } from './start-payment.service.ts';
import { orderStatus, transactionOf, transactionsOf } from './transactions.service.ts';

export interface PaymentsRouteOptions {
  providers: PaymentProviders;
  sync: SyncDeps;
}

/** Buying credits: the price list, starting a payment, its state, the member's transactions. */
export async function paymentsRoutes(app: FastifyInstance, { providers, sync }: PaymentsRouteOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const countryOf = (request: FastifyRequest, requested: string | undefined) =>
    paymentCountry(request.site, requested, visitorCountry(request, app.config.geoipCountryHeader));

  api.route({
    ...endpointRoute(endpoints.payments.packages),
    handler: async (request) => {
      const ctx = await contextOf(request);
      const country = countryOf(request, request.query.country);
      // A code prices the list for the member who uses it (a visitor has no codes).
      const code = request.query.discount_code;
      const discount = code
        ? await priceListDiscount(app.db, await memberContextOf(request), code, {
            country,
            currency: currencyFor(ctx.site, country),
          })
        : null;
      return listPackages(app.db, ctx.site, country, discount, ctx.member?.user.id ?? null);
    },
  });

  api.route({
    ...endpointRoute(endpoints.payments.order),
    handler: async (request) => {
      const ctx = await memberContextOf(request);
      return startPayment(app.db, ctx, request.body, {
        providers,
        country: countryOf(request, request.body.country),
        log: request.log,
      });
    },
  });

  api.route({
    ...endpointRoute(endpoints.payments.orderStatus),
    handler: async (request) =>
      orderStatus(app.db, await memberContextOf(request), request.query.payment_id, { providers, sync }),
  });

  api.route({
    ...endpointRoute(endpoints.payments.transactions),
    handler: async (request) => transactionsOf(app.db, await memberContextOf(request)),
  });

  api.route({
    ...endpointRoute(endpoints.payments.transaction),
    handler: async (request) => transactionOf(app.db, await memberContextOf(request), request.query.id),
  });
}
