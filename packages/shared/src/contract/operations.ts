import { z } from 'zod';
import { errorResponseSchema, okResponseSchema, probeStatusSchema } from '../schemas/common.ts';
import {
  mailEventsQuerySchema,
  mailEventsResultSchema,
  unsubscribeQuerySchema,
} from '../schemas/mail-events.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * What mail providers and mail clients tell us back: bounces, spam complaints and unsubscribes stop
 * e-mail to a member.
 */
export const mailEvents = {
  webhook: defineEndpoint({
    method: 'POST',
    path: '/api/mail-events.php',
    tags: ['mail'],
    summary:
      "The mail provider's webhook (Postmark, SendGrid, Mailgun or {events: [{type, email}]}); needs MAIL_WEBHOOK_SECRET",
    query: mailEventsQuerySchema,
    // Each provider has its own shape; provider-events.ts reads them.
    body: z.unknown(),
    responses: { 200: mailEventsResultSchema, 401: errorResponseSchema, 404: errorResponseSchema },
    // The provider's servers call it; the shared secret, not a cookie, says who they are.
    crossSite: 'allowed',
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/unsubscribe.php',
    tags: ['mail'],
    summary: 'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header of our mails',
    query: unsubscribeQuerySchema,
    responses: { 200: okResponseSchema, 404: errorResponseSchema },
    // Posted by the mail client (RFC 8058), signed per member; no cookie involved.
    crossSite: 'allowed',
  }),
  unsubscribePage: defineEndpoint({
    method: 'GET',
    path: '/api/unsubscribe.php',
    tags: ['mail'],
    summary: 'Opened in a browser: leads to the notification settings',
    responses: {},
  }),
};

/** For load balancers and orchestrators. */
export const probes = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    tags: ['operations'],
    summary: 'Liveness',
    responses: { 200: probeStatusSchema },
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/ready',
    tags: ['operations'],
    summary: 'Readiness: the database is reachable',
    responses: { 200: probeStatusSchema, 503: probeStatusSchema },
  }),
};
