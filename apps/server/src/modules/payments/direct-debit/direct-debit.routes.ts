import { endpoints } from '@amoret/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../../platform/endpoint-route.ts';
import { visitorCountry } from '../../../platform/geoip.ts';
import type { PaymentProviders } from '../../../platform/payments/provider.ts';
import { memberContextOf } from '../../../platform/request-context.ts';
import type { SmsProvider } from '../../../platform/sms/sms.ts';
import type { SyncDeps } from '../payment-sync.service.ts';
import { paymentCountry } from '../pricing.ts';
import {
  assertMayPayByDirectDebit,
  directDebitStatus,
  mobileOf,
  startDirectDebit,
} from './direct-debit.service.ts';
import { sendSmsCode } from './sms-codes.ts';

export interface DirectDebitRouteOptions {
  providers: PaymentProviders;
  sync: SyncDeps;
  sms: SmsProvider;
}

/** /directdebit's calls: the member's limit, the SMS code, signing the mandate and paying. */
export async function directDebitRoutes(
  app: FastifyInstance,
  { providers, sync, sms }: DirectDebitRouteOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const countryOf = (request: FastifyRequest, requested: string | undefined) =>
    paymentCountry(request.site, requested, visitorCountry(request, app.config.geoipCountryHeader));

  api.route({
    ...endpointRoute(endpoints.directDebit.status),
    handler: async (request) => directDebitStatus(app.db, await memberContextOf(request)),
  });

  api.route({
    ...endpointRoute(endpoints.directDebit.sendCode),
    handler: async (request) => {
      const ctx = await memberContextOf(request);
      const country = countryOf(request, request.body.country);
      await assertMayPayByDirectDebit(app.db, ctx, country);
      return sendSmsCode(app.db, ctx, mobileOf(request.body.mobile, country), sms);
    },
  });

  api.route({
    ...endpointRoute(endpoints.directDebit.start),
    handler: async (request) => {
      const ctx = await memberContextOf(request);
      return startDirectDebit(app.db, ctx, request.body, {
        providers,
        sync,
        country: countryOf(request, request.body.country),
        log: request.log,
      });
    },
  });
}
